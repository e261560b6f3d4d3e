/**
 * What runs inside the measured pages, as source text: tsx compiles this package with esbuild's keepNames, whose
 * `__name` helper does not exist in a page, so nothing here is a function handed to `page.evaluate`. Both sides
 * run the same watcher; only the expression that finds their element differs.
 */

import { REPORT_PATH } from './browser-server.js'

/** How each side's elements are found (ours lives in the shadow root of the overlay's portal host). */
const OURS_ROOT = `document.querySelector('api-explorer-portal')?.shadowRoot`

export const FIRST_OPERATION = {
  /** The first endpoint entry of the explorer's endpoint list. */
  ours: `${OURS_ROOT}?.querySelector('.ax-EndpointPicker-list a[href]')`,
  /** The first operation block Swagger UI renders. */
  'swagger-ui': `document.querySelector('#swagger-ui .opblock')`,
} as const

/**
 * An init script (it runs before the page's own scripts) that looks for the element at every animation frame
 * from navigation start and, in the first frame where it is in the DOM and visible (a box in the viewport, not
 * hidden, not transparent), posts `{ ms, text }` to the bench server's {@link REPORT_PATH}: `ms` is that frame's
 * `performance.now()` (which counts from navigation start), `text` the element's text, so the caller can check it
 * found the right thing.
 */
export function firstOperationWatcher(locate: string): string {
  return `(() => {
  const locate = () => ${locate}
  const poll = () => {
    const element = locate()
    if (element != null) {
      const box = element.getBoundingClientRect()
      const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
      if (inView && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, JSON.stringify({ ms: performance.now(), text: element.textContent }))
        return
      }
    }
    requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
})()`
}

/**
 * The body text field of each side. Ours: in the "Body Parameters" section, the input its `<label><code>key`
 * names. Swagger UI: the request body textarea of the expanded operation (after "Try it out").
 */
export function bodyFieldLocator(side: 'ours' | 'swagger-ui', key: string): string {
  if (side === 'swagger-ui')
    return `document.querySelector('#swagger-ui .opblock.is-open textarea.body-param__text')`
  return `(() => {
    const root = ${OURS_ROOT}
    for (const heading of root?.querySelectorAll('[role="dialog"] :is(h2, h3)') ?? []) {
      if ((heading.textContent ?? '').trim() !== 'Body Parameters') continue
      const section = heading.closest('section')
      for (const label of section?.querySelectorAll('label') ?? []) {
        if (label.querySelector('code')?.textContent === ${JSON.stringify(key)} && label.htmlFor) {
          return root.getElementById(label.htmlFor)
        }
      }
    }
    return null
  })()`
}

/**
 * Installs `window.__benchKeystroke` for a field: `prepare(caretAfter)` focuses it and puts the caret after the
 * first occurrence of `caretAfter` (the end when absent) and returns the value and caret; `arm(expected)` starts
 * a timer at the next keydown (a capturing listener on the document, so before any handler of the page) and, from
 * the input event on, checks at every animation frame whether the field's value is `expected`; in the first frame
 * where it is, it posts a message whose handler reads the clock, so the figure includes that frame's own style,
 * layout and paint work, not only the handlers. `result` is the promise of the last `arm`.
 */
export function keystrokeProbe(locateField: string): string {
  return `(() => {
  const field = () => ${locateField}
  window.__benchKeystroke = {
    prepare(caretAfter) {
      const element = field()
      if (element == null) throw new Error('the body field is not in the page')
      element.focus()
      const found = caretAfter == null ? -1 : element.value.indexOf(caretAfter)
      const caret = found < 0 ? element.value.length : found + caretAfter.length
      element.setSelectionRange(caret, caret)
      return { value: element.value, caret }
    },
    arm(expected, timeout) {
      this.result = new Promise((resolve, reject) => {
        let start
        document.addEventListener('keydown', () => { start = performance.now() }, { capture: true, once: true })
        document.addEventListener('input', () => {
          const check = () => {
            if (field()?.value === expected) {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => resolve(performance.now() - start)
              channel.port2.postMessage(null)
            } else if (performance.now() - start > timeout) {
              reject(new Error('the field did not show the keystroke in ' + timeout + ' ms: ' + JSON.stringify(field()?.value?.slice(0, 200))))
            } else requestAnimationFrame(check)
          }
          requestAnimationFrame(check)
        }, { capture: true, once: true })
      })
    },
  }
})()`
}
