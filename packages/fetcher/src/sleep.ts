/** The longest delay `setTimeout` honours; longer ones would fire at once. */
const MAX_TIMER_MS = 2_147_483_647

/** Waits `ms`, or less: it resolves as soon as `signal` aborts, so a cancelled call never sits out a backoff. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve()
      return
    }
    const done = (): void => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, Math.min(Math.max(0, ms), MAX_TIMER_MS))
    signal?.addEventListener('abort', done, { once: true })
  })
}

/** A per-attempt deadline: its signal aborts after `timeoutMs`; `clear` disarms it. */
export interface Deadline {
  readonly signal: AbortSignal | undefined
  readonly timedOut: () => boolean
  readonly clear: () => void
}

/** Arms a deadline for one attempt; without a positive finite `timeoutMs` it never fires. */
export function startDeadline(timeoutMs: number | undefined): Deadline {
  if (timeoutMs == null || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    return { signal: undefined, timedOut: () => false, clear: () => undefined }
  }
  const controller = new AbortController()
  let fired = false
  const timer = setTimeout(
    () => {
      fired = true
      controller.abort(new DOMException(`The request timed out after ${timeoutMs} ms`, 'TimeoutError'))
    },
    Math.min(timeoutMs, MAX_TIMER_MS),
  )
  return { signal: controller.signal, timedOut: () => fired, clear: () => clearTimeout(timer) }
}
