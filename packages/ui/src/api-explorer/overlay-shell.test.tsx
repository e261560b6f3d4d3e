import type { ApiDefinition, EndpointDefinition } from '@api-explorer/model'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureDefinition } from '../../test/fixture-definition.js'
import type { ApiExplorerSkeletonProps } from './api-explorer-skeleton.js'
import { ApiExplorerSkeleton } from './api-explorer-skeleton.js'
import { overlayHrefs } from './overlay-frame.js'
import { overlayShell } from './overlay-shell.js'

// The static first frame must be what React renders: the same elements, attributes, texts and id references.
// What only one side has, and why, is listed in `onlyOneSide`.

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

type Case = Pick<ApiExplorerSkeletonProps, 'theme' | 'messages' | 'splitStart'> & {
  outline: ApiDefinition
  route: string
}

async function reactMarkup(props: Case): Promise<string> {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const container = document.body.appendChild(document.createElement('div'))
  const portal = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  await act(async () => {
    root.render(<ApiExplorerSkeleton {...props} portalContainer={portal} />)
  })
  cleanups.push(() =>
    act(async () => {
      root.unmount()
      container.remove()
      portal.remove()
    }),
  )
  return normalized(portal)
}

function shellMarkup(props: Case): string {
  const shell = overlayShell(document, {
    ...props,
    hrefFor: overlayHrefs(undefined),
    windowHeight: window.innerHeight,
  })
  if (shell == null) throw new Error('no shell')
  const holder = document.createElement('div')
  holder.append(shell)
  return normalized(holder)
}

/**
 * Attributes only one side writes. Radix's dialog marks everything outside it `aria-hidden` (`hideOthers`, which
 * reaches the overlay beside it) and sets `pointer-events` while open; the shell has no such script, so it says
 * `aria-modal` instead. Radix leaves `aria-describedby` out when it is `undefined`.
 */
const onlyOneSide = new Set(['aria-modal', 'data-aria-hidden', 'aria-describedby'])

/**
 * The tree as text: each element with its attributes sorted, ids numbered in order of appearance and references to
 * them written as those numbers, adjacent text nodes as one (React writes `· {subtitle}` as two).
 */
function normalized(root: Element): string {
  root.normalize()
  const ids = new Map<string, number>()
  for (const element of root.querySelectorAll('[id]')) ids.set(element.id, ids.size)
  const lines: string[] = []
  const walk = (node: Node, depth: number): void => {
    const indent = '  '.repeat(depth)
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent !== '') lines.push(`${indent}"${node.textContent}"`)
      return
    }
    if (!(node instanceof Element)) return
    const attributes = [...node.attributes]
      .filter((attribute) => !onlyOneSide.has(attribute.name))
      .filter((attribute) => !(attribute.name === 'aria-hidden' && node.classList.contains('ax-Overlay')))
      .filter((attribute) => !(attribute.name === 'style' && attribute.value === 'pointer-events: auto;'))
      .map((attribute) => {
        if (['id', 'aria-labelledby', 'aria-controls'].includes(attribute.name)) {
          return `${attribute.name}=#${ids.get(attribute.value) ?? `missing ${attribute.value}`}`
        }
        return `${attribute.name}=${JSON.stringify(attribute.value)}`
      })
      .sort()
    lines.push(`${indent}<${node.localName} ${attributes.join(' ')}>`)
    for (const child of node.childNodes) walk(child, depth + 1)
  }
  for (const child of root.childNodes) walk(child, 0)
  return lines.join('\n')
}

/** An outline with more rows than the picker shows before its virtual list: 5 groups of 60. */
function longOutline(): ApiDefinition {
  const endpoints: Record<string, EndpointDefinition> = {}
  for (let index = 0; index < 300; index++) {
    const group = `group${index % 5}`
    endpoints[`operation${index}`] = {
      id: `operation${index}`,
      namespace: [group],
      displayName: `Operation <${index}> & "more"`,
      method: index % 3 === 0 ? 'POST' : 'GET',
      path: [{ type: 'literal', value: `/things/${index}` }],
    }
  }
  return {
    id: 'long',
    apiName: 'Long API',
    endpoints,
    subpackages: {},
    types: {},
    websockets: {},
    webhooks: {},
    auths: {},
  }
}

describe('overlayShell', () => {
  it('draws what ApiExplorerSkeleton renders, open on the first endpoint', async () => {
    const props: Case = { outline: fixtureDefinition('http://127.0.0.1:1'), route: '' }
    expect(shellMarkup(props)).toBe(await reactMarkup(props))
  })

  it('marks the endpoint the route names, by id or by slug', async () => {
    for (const route of ['createUser', 'users/get-user']) {
      const props: Case = { outline: fixtureDefinition('http://127.0.0.1:1'), route }
      expect(shellMarkup(props)).toBe(await reactMarkup(props))
    }
  })

  it('shows the unfolded list when the route names no endpoint', async () => {
    const props: Case = { outline: fixtureDefinition('http://127.0.0.1:1'), route: 'no-such-endpoint' }
    const shell = shellMarkup(props)
    expect(shell).toBe(await reactMarkup(props))
    expect(shell).toContain('data-folded="false"')
  })

  it('follows the theme, the split and the host’s texts', async () => {
    const props: Case = {
      outline: fixtureDefinition('http://127.0.0.1:1'),
      route: '',
      theme: 'dark',
      splitStart: 'pixels',
      messages: { explorerTitle: 'Playground', searchPlaceholder: 'Find…', loading: 'Un moment' },
    }
    const shell = shellMarkup(props)
    expect(shell).toBe(await reactMarkup(props))
    expect(shell).toContain('"Playground"')
  })

  it('cuts a long list where the picker does, and keeps titles as text', async () => {
    const props: Case = { outline: longOutline(), route: '' }
    const shell = shellMarkup(props)
    expect(shell).toBe(await reactMarkup(props))
    expect(shell.match(/<li /g)?.length).toBe(Math.ceil(window.innerHeight / 30) + 4)
    expect(shell).toContain('"Operation <0> & "more""')
  })

  it('draws nothing for an outline without endpoints', () => {
    const empty: ApiDefinition = { ...longOutline(), endpoints: {} }
    expect(overlayShell(document, { outline: empty, route: '', hrefFor: () => '#', windowHeight: 900 })).toBe(
      undefined,
    )
  })
})

describe('overlayShell behaviour', () => {
  function drawn(route = ''): { shell: HTMLElement; picked: string[]; closed: number[] } {
    const picked: string[] = []
    const closed: number[] = []
    const shell = overlayShell(document, {
      outline: fixtureDefinition('http://127.0.0.1:1'),
      route,
      hrefFor: overlayHrefs(undefined),
      windowHeight: 900,
      onPick: (item) => picked.push(item.slug),
      onClose: () => closed.push(1),
    })
    if (shell == null) throw new Error('no shell')
    document.body.append(shell)
    cleanups.push(async () => shell.remove())
    return { shell, picked, closed }
  }

  it('picks an endpoint on a plain click and leaves a modified click to the link', () => {
    const { shell, picked } = drawn()
    const links = shell.querySelectorAll<HTMLAnchorElement>('.ax-EndpointPicker-list a')
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    links[1]?.querySelector('span')?.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(true)
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })
    links[0]?.dispatchEvent(newTab)
    expect(newTab.defaultPrevented).toBe(false)
    expect(picked).toEqual([links[1]?.getAttribute('href')?.split('explorer=')[1]])
  })

  it('closes from its close button and unfolds the list from its toggle', () => {
    const { shell, closed } = drawn()
    shell.querySelector<HTMLButtonElement>('.ax-Explorer-actions button')?.click()
    expect(closed).toEqual([1])
    const toggle = shell.querySelector<HTMLButtonElement>('.ax-Explorer-listToggle')
    const picker = shell.querySelector('.ax-Explorer-picker')
    expect([toggle?.getAttribute('aria-expanded'), picker?.getAttribute('data-folded')]).toEqual([
      'false',
      'true',
    ])
    toggle?.click()
    expect([toggle?.getAttribute('aria-expanded'), picker?.getAttribute('data-folded')]).toEqual([
      'true',
      'false',
    ])
    toggle?.click()
    expect([toggle?.getAttribute('aria-expanded'), picker?.getAttribute('data-folded')]).toEqual([
      'false',
      'true',
    ])
  })
})
