import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InvalidFieldsNotice } from '../form/invalid-fields-notice.js'
import { fieldId, useFieldIdPrefix } from '../form/field-ids.js'
import { PlaygroundSplit, showResponsePane } from './playground-split.js'

/**
 * jsdom lays nothing out: every element is 0 px wide and there is no ResizeObserver. The split reads its own
 * `clientWidth`, so the tests give the split root a width and drive a stand-in ResizeObserver.
 */
let splitWidth = 1000
const observers = new Set<(entries: ResizeObserverEntry[]) => void>()

class FakeResizeObserver {
  readonly #callback: (entries: ResizeObserverEntry[]) => void
  constructor(callback: (entries: ResizeObserverEntry[]) => void) {
    this.#callback = callback
  }
  observe(): void {
    observers.add(this.#callback)
  }
  unobserve(): void {}
  disconnect(): void {
    observers.delete(this.#callback)
  }
}

beforeEach(() => {
  splitWidth = 1000
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('ax-Split') ? splitWidth : 0
    },
  })
})

afterEach(() => {
  observers.clear()
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver
})

function resizeTo(width: number): void {
  splitWidth = width
  act(() => observers.forEach((callback) => callback([])))
}

/** A tiny playground: a URL bar beside the split (as the real one is), a form field and a response text. */
function Playground({ invalidPath }: { invalidPath?: string[] }): ReactNode {
  const prefix = useFieldIdPrefix()
  return (
    <article>
      <button type="button" onClick={(event) => showResponsePane(event.currentTarget)}>
        Send request
      </button>
      {invalidPath == null ? null : (
        <InvalidFieldsNotice
          errors={[{ path: invalidPath, message: 'Must be at most 9' }]}
          onSendAnyway={() => undefined}
          onDismiss={() => undefined}
        />
      )}
      <PlaygroundSplit
        form={
          <label>
            limit
            <input id={fieldId(prefix, ['queryParameters', 'limit', 'value'])} defaultValue="" />
          </label>
        }
        result={<p>200 OK</p>}
      />
    </article>
  )
}

describe('PlaygroundSplit', () => {
  it('shows both panes side by side with a named separator once the resizing library has loaded', async () => {
    render(<Playground />)
    expect(screen.getByRole('textbox', { name: 'limit' })).toBeTruthy()
    expect(screen.getByText('200 OK')).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
    const separator = await screen.findByRole('separator', { name: 'Resize the form and response panes' })
    expect(separator.getAttribute('aria-orientation')).toBe('vertical')
    expect(separator.tabIndex).toBe(0)
    expect(screen.getByText('200 OK')).toBeTruthy()
  })

  it('shows Request and Response tabs in a narrow playground and keeps the hidden pane mounted', async () => {
    const user = userEvent.setup()
    splitWidth = 390
    render(<Playground />)
    const request = screen.getByRole('tab', { name: 'Request' })
    expect(request.getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByRole('separator')).toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'limit' }), '12')

    await user.click(screen.getByRole('tab', { name: 'Response' }))
    expect(screen.getByRole('tabpanel', { name: 'Response' }).textContent).toBe('200 OK')
    expect(screen.queryByRole('textbox', { name: 'limit' })).toBeNull()

    await user.click(request)
    expect((screen.getByRole('textbox', { name: 'limit' }) as HTMLInputElement).value).toBe('12')
  })

  it('switches between the split and the tabs as the playground is resized', async () => {
    render(<Playground />)
    await screen.findByRole('separator')
    resizeTo(500)
    expect(screen.getAllByRole('tab')).toHaveLength(2)
    expect(screen.queryByRole('separator')).toBeNull()
    resizeTo(900)
    expect(screen.queryByRole('tab')).toBeNull()
    expect(await screen.findByRole('separator')).toBeTruthy()
  })

  it('gives the focus back to the field that had it when the layout changes', async () => {
    render(<Playground />)
    await screen.findByRole('separator')
    // Focused directly: jsdom lays nothing out, so a click lands on the library's separator hit area.
    act(() => screen.getByRole('textbox', { name: 'limit' }).focus())
    resizeTo(390)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'limit' }))
  })

  it('shows the Response tab when Send, beside the split, asks for it', async () => {
    const user = userEvent.setup()
    splitWidth = 390
    render(<Playground />)
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(screen.getByRole('tab', { name: 'Response' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('200 OK')).toBeTruthy()
  })

  it('reveals the Request tab and focuses the field an invalid-fields link points at', async () => {
    const user = userEvent.setup()
    splitWidth = 390
    render(<Playground invalidPath={['queryParameters', 'limit']} />)
    await user.click(screen.getByRole('tab', { name: 'Response' }))
    await user.click(screen.getByRole('button', { name: 'limit (query)' }))
    expect(screen.getByRole('tab', { name: 'Request' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'limit' }))
  })
})
