import type { ApiDefinition, ExplorerItem } from '@api-explorer/model'
import { listExplorerItems } from '@api-explorer/model'
import { filterItems, itemBadge } from '../endpoint-picker/filter-items.js'
import { groupsBeforeVirtualList } from '../endpoint-picker/first-rows.js'
import type { SplitStart } from '../layout/split-start.js'
import { splitStartColumn } from '../layout/split-start.js'
import type { UiMessages } from '../messages.js'
import { UI_TEXT } from '../messages.js'
import type { ExplorerTheme } from './explorer-context.js'
import { routeItem } from './route-item.js'

// The overlay's skeleton with an outline's endpoint list, drawn with the DOM alone: the same elements, classes and
// texts `ApiExplorerSkeleton` renders (overlay-frame.tsx, picker-list.tsx, playground-skeleton.tsx), for a host
// that can paint the list before React has rendered anything. React's first render of a large API, on a page that
// has only just evaluated React, takes 75–120 ms on two cores; this takes a few. overlay-shell.test.tsx renders
// both for the same outline and fails on any difference, so a change to the components shows here.

/** What {@link overlayShell} draws. */
export type OverlayShellOptions = {
  /** The definition's outline (see `ApiExplorerProps.outline`). */
  outline: ApiDefinition
  /** The open route: `''` for the first endpoint, or an endpoint's id or slug. */
  route: string
  /** The address of an item's link in the list (the overlay's: the page URL with the route's query parameter). */
  hrefFor: (item: ExplorerItem) => string
  theme?: ExplorerTheme | undefined
  /** The host's texts over the kit's (`ApiExplorerProps.messages`). */
  messages?: Partial<UiMessages> | undefined
  splitStart?: SplitStart | undefined
  /** The window's inner height: a long list draws the rows it fills and a few more, as the picker does. */
  windowHeight: number
  /** A plain click on an item's link (the link is not followed), as the picker's `onSelect`. */
  onPick?: ((item: ExplorerItem) => void) | undefined
  /** A click on the close button. */
  onClose?: (() => void) | undefined
}

/**
 * The overlay's first frame as `ApiExplorerSkeleton` renders it with `outline` open on `route`: a detached element
 * to put where the overlay goes (its portal container), and to remove in the task that renders the explorer, so no
 * frame shows neither. Its links, close button and (on a phone) the list's toggle work; its search box does not
 * yet. `undefined` when the outline has no endpoints (the skeleton then shows a text a function makes).
 */
export function overlayShell(document: Document, options: OverlayShellOptions): HTMLElement | undefined {
  const items = listExplorerItems(options.outline)
  if (items.length === 0) return undefined
  const text = options.messages == null ? UI_TEXT : { ...UI_TEXT, ...options.messages }
  const active = routeItem(items, options.route)
  const draw = new Drawing(document)
  const { h } = draw
  const dialogId = draw.id()
  const titleId = draw.id()
  const listId = draw.id()
  const navHeadingId = draw.id()
  const groups = groupsBeforeVirtualList(filterItems(items, ''), options.windowHeight)
  const subtitle = options.outline.apiName
  const shell = h('div', { class: 'ax-root', 'data-theme': options.theme ?? 'system' }, [
    h('div', { 'data-state': 'open', class: 'ax-Overlay' }),
    h(
      'div',
      {
        role: 'dialog',
        id: dialogId,
        'aria-modal': 'true',
        'data-state': 'open',
        class: 'ax-Explorer',
        tabindex: '-1',
        'aria-labelledby': titleId,
      },
      [
        h('header', { class: 'ax-Explorer-header' }, [
          h('h2', { id: titleId, class: 'ax-Explorer-title' }, [
            text.explorerTitle,
            subtitle == null ? null : h('span', { class: 'ax-Muted' }, [` · ${subtitle}`]),
          ]),
          h('div', { class: 'ax-Explorer-actions' }, [
            h(
              'button',
              {
                type: 'button',
                class: 'ax-Button',
                'data-variant': 'ghost',
                'aria-label': text.closeExplorer,
              },
              [draw.icon('x', 16, ICONS.x)],
            ),
          ]),
        ]),
        h('div', { class: 'ax-Explorer-body' }, [
          h(
            'button',
            {
              type: 'button',
              class: 'ax-Explorer-listToggle',
              'aria-expanded': String(active == null),
              'aria-controls': listId,
            },
            [
              ...(active == null
                ? [text.endpointsLabel]
                : [
                    methodBadge(h, itemBadge(active), 'small'),
                    h('span', { class: 'ax-Explorer-listToggle-title' }, [active.title]),
                  ]),
              draw.icon('chevron-down', 16, ICONS.chevronDown),
              h('span', { class: 'ax-VisuallyHidden' }, [` · ${text.endpointsLabel}`]),
            ],
          ),
          h('div', { id: listId, class: 'ax-Explorer-picker', 'data-folded': String(active != null) }, [
            h('nav', { class: 'ax-EndpointPicker', 'aria-labelledby': navHeadingId }, [
              h('h2', { id: navHeadingId, class: 'ax-VisuallyHidden' }, [text.endpointsLabel]),
              h('div', { class: 'ax-EndpointPicker-search' }, [
                draw.icon('search', 14, ICONS.search),
                h('input', {
                  'data-explorer-search': '',
                  placeholder: text.searchPlaceholder,
                  'aria-label': text.searchLabel,
                  type: 'search',
                  value: '',
                }),
              ]),
              h(
                'div',
                { class: 'ax-EndpointPicker-list' },
                groups.map((group) =>
                  h('section', { class: 'ax-EndpointPicker-group' }, [
                    group.breadcrumb === '' ? null : h('h3', {}, [group.breadcrumb]),
                    h(
                      'ul',
                      {},
                      group.items.map((item) =>
                        h('li', {}, [
                          h(
                            'a',
                            {
                              href: options.hrefFor(item),
                              'aria-current': item.slug === active?.slug ? 'page' : undefined,
                            },
                            [
                              methodBadge(h, itemBadge(item), 'small'),
                              ' ',
                              h('span', { class: 'ax-EndpointPicker-title' }, [item.title]),
                            ],
                          ),
                        ]),
                      ),
                    ),
                  ]),
                ),
              ),
            ]),
          ]),
          h('main', { class: 'ax-Explorer-main' }, [playgroundSkeleton(draw, text, options.splitStart)]),
        ]),
      ],
    ),
  ])
  // The links in drawing order are the groups' items in order.
  const drawn = groups.flatMap((group) => group.items)
  const linked = new Map<Element, ExplorerItem>()
  for (const [index, link] of shell.querySelectorAll('.ax-EndpointPicker-list a').entries()) {
    linked.set(link, drawn[index] as ExplorerItem)
  }
  shell.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const link = target?.closest('a')
    const item = link == null ? undefined : linked.get(link)
    if (item != null) {
      // As the picker's links: a modified click (new tab, …) follows the link.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      options.onPick?.(item)
    } else if (target?.closest('.ax-Explorer-actions button') != null) {
      options.onClose?.()
    } else if (target?.closest('.ax-Explorer-listToggle') != null) {
      const picker = shell.querySelector('.ax-Explorer-picker')
      const toggle = shell.querySelector('.ax-Explorer-listToggle')
      const folded = picker?.getAttribute('data-folded') === 'true'
      picker?.setAttribute('data-folded', String(!folded && active != null))
      toggle?.setAttribute('aria-expanded', String(folded || active == null))
    }
  })
  return shell
}

/** `PlaygroundSkeleton`'s elements. */
function playgroundSkeleton(draw: Drawing, text: UiMessages, start: SplitStart = 'percent'): HTMLElement {
  const { h } = draw
  const split = h('div', { class: 'ax-Split', 'data-layout': 'static' }, [
    h('div', { class: 'ax-Split-panels', 'data-static': '' }, [
      h('div', { class: 'ax-FormPane' }, [
        h('h3', { class: 'ax-Skeleton-heading' }, [text.parametersHeading]),
        skeletonCard(h, 3),
        skeletonCard(h, 2),
      ]),
      h('div', { class: 'ax-Split-separator', 'aria-hidden': 'true' }),
      h('div', { class: 'ax-ResultPane' }, [skeletonCard(h, 4), skeletonCard(h, 2)]),
    ]),
  ])
  split.style.setProperty('--ax-split-start', splitStartColumn(start))
  return h('div', { class: 'ax-EndpointPlayground ax-Skeleton', 'aria-busy': 'true' }, [
    h('p', { class: 'ax-VisuallyHidden', role: 'status' }, [text.loading]),
    h('div', { class: 'ax-EndpointPlayground-header', 'aria-hidden': 'true' }, [
      h('span', { class: 'ax-Skeleton-line', 'data-size': 'title' }),
    ]),
    h('div', { class: 'ax-UrlBar' }, [
      methodBadge(h, 'POST', 'medium'),
      h('span', { class: 'ax-Skeleton-line', 'data-size': 'url', 'aria-hidden': 'true' }),
    ]),
    split,
  ])
}

function skeletonCard(h: Drawing['h'], lines: number): HTMLElement {
  return h('div', { class: 'ax-Card ax-Skeleton-card', 'aria-hidden': 'true' }, [
    h('div', { class: 'ax-Card-header' }, [h('span', { class: 'ax-Skeleton-line', 'data-size': 'heading' })]),
    h(
      'div',
      { class: 'ax-Card-body' },
      Array.from({ length: lines }, () => h('span', { class: 'ax-Skeleton-line' })),
    ),
  ])
}

/** `MethodBadge`'s element. */
function methodBadge(h: Drawing['h'], method: string, size: 'small' | 'medium'): HTMLElement {
  return h('span', { class: 'ax-MethodBadge', 'data-method': method.toLowerCase(), 'data-size': size }, [
    method,
  ])
}

/** The lucide icons' shapes, as lucide-react draws them: each element's name and attributes. */
const ICONS = {
  x: [
    ['path', { d: 'M18 6 6 18' }],
    ['path', { d: 'm6 6 12 12' }],
  ],
  chevronDown: [['path', { d: 'm6 9 6 6 6-6' }]],
  search: [
    ['path', { d: 'm21 21-4.34-4.34' }],
    ['circle', { cx: '11', cy: '11', r: '8' }],
  ],
} as const satisfies Record<string, readonly (readonly [string, Record<string, string>])[]>

type Attributes = Record<string, string | undefined>
type Child = Node | string | null

/** Element making for one shell: ids unique within the page, as `useId`'s are. */
class Drawing {
  static #shells = 0
  readonly #document: Document
  readonly #prefix: string
  #ids = 0

  constructor(document: Document) {
    this.#document = document
    this.#prefix = `ax-shell-${Drawing.#shells++}-`
  }

  id(): string {
    return `${this.#prefix}${this.#ids++}`
  }

  readonly h = (tag: string, attributes: Attributes, children: readonly Child[] = []): HTMLElement => {
    const element = this.#document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) {
      if (value !== undefined) element.setAttribute(name, value)
    }
    for (const child of children) {
      if (child != null) element.append(child)
    }
    return element
  }

  icon(
    name: string,
    size: number,
    shapes: readonly (readonly [string, Record<string, string>])[],
  ): SVGElement {
    const svg = this.#svg('svg', {
      xmlns: SVG_NAMESPACE,
      width: String(size),
      height: String(size),
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      class: `lucide lucide-${name}`,
      'aria-hidden': 'true',
    })
    for (const [tag, attributes] of shapes) svg.append(this.#svg(tag, attributes))
    return svg
  }

  #svg(tag: string, attributes: Record<string, string>): SVGElement {
    const element = this.#document.createElementNS(SVG_NAMESPACE, tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    return element
  }
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'
