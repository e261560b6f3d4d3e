/**
 * Fetching a definition and decoding its body in a dedicated worker, so that the page's main thread (which at
 * the same time evaluates React and the kit, then renders the endpoint list) only receives the finished text:
 * decoding GitHub's 3 MB document chunk by chunk costs the main thread 150–250 ms in Chromium, and passing the
 * string from the worker is a copy.
 *
 * The worker is a module of a few lines made from a `Blob` (the self-contained bundle has no file of its own to
 * give `new Worker`), so a page whose Content Security Policy does not allow `blob:` workers cannot start it: then,
 * as where there is no `Worker` at all (a server, jsdom), the caller's own fetch runs instead.
 */

/** What the worker is told: the URL, the `Accept` header, and the key that marks an API document. */
type FetchOrder = { url: string; accept: string; key: string; flags: string; sniff: number }

/** What the worker answers, in order: `document` at most once, then one of the others. */
type WorkerAnswer =
  | { type: 'document' }
  | { type: 'text'; text: string }
  | { type: 'status'; status: number; statusText: string }
  | { type: 'failed'; message: string }

/**
 * The worker's code, as text: a function's own source would carry whatever the bundler wraps functions in. It
 * reads the body chunk by chunk (as the main-thread reader does) and says `document` at the first match of the key
 * (the main thread then starts fetching the importers while the rest arrives).
 */
const WORKER_SOURCE = `onmessage = async (event) => {
  const { url, accept, key, flags, sniff } = event.data
  const pattern = new RegExp(key, flags)
  try {
    const response = await fetch(url, { headers: { Accept: accept } })
    if (!response.ok) {
      postMessage({ type: 'status', status: response.status, statusText: response.statusText })
      return
    }
    const parts = []
    if (response.body != null) {
      const reader = response.body.getReader()
      const decoder = new TextDecoder()
      let tail = ''
      let found = false
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        const text = decoder.decode(value, { stream: true })
        if (!found) {
          const head = tail + text.slice(0, sniff)
          found = pattern.test(head)
          if (found) postMessage({ type: 'document' })
          else tail = text.length > sniff ? '' : head.slice(-32)
        }
        parts.push(text)
      }
      parts.push(decoder.decode())
    }
    postMessage({ type: 'text', text: parts.join('') })
  } catch (error) {
    postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
}
`

/** How the worker fetch is asked for. */
export type WorkerFetch = {
  url: string
  accept: string
  /** The key whose first match means an API document (`onDocument` is then called once). */
  documentKey: RegExp
  /** How much of each chunk the key is looked for in. */
  sniffCharacters: number
  signal: AbortSignal | undefined
  onDocument: () => void
  /** Where the worker cannot run (it could not be made, or its script was refused): the caller's own fetch. */
  fallback: () => Promise<string>
}

/**
 * The body of `url` as text, fetched and decoded in a worker (see the module comment). Rejects with the URL and
 * status when the server does not answer 2xx, with the network error's message when the fetch fails, and with the
 * signal's reason when it is aborted (the worker is stopped).
 */
export function fetchTextInWorker(order: WorkerFetch): Promise<string> {
  const worker = startWorker()
  if (worker == null) return order.fallback()
  return new Promise<string>((resolve, reject) => {
    const { signal } = order
    let answered = false
    const finish = (): void => {
      worker.stop()
      signal?.removeEventListener('abort', abort)
    }
    const abort = (): void => {
      finish()
      reject(signal?.reason ?? new DOMException('The fetch was aborted', 'AbortError'))
    }
    if (signal?.aborted === true) return abort()
    signal?.addEventListener('abort', abort, { once: true })
    worker.worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      answered = true
      const answer = event.data
      if (answer.type === 'document') return order.onDocument()
      finish()
      if (answer.type === 'text') resolve(answer.text)
      else if (answer.type === 'status') {
        reject(new Error(`${order.url} answered ${answer.status} ${answer.statusText}`.trim()))
      } else reject(new TypeError(answer.message))
    }
    worker.worker.onerror = (event) => {
      // The script was refused (a Content Security Policy without `blob:`) or failed to start: fetch here instead.
      event.preventDefault()
      finish()
      if (answered) reject(new Error(`The worker fetching ${order.url} failed: ${event.message}`))
      else order.fallback().then(resolve, reject)
    }
    const message: FetchOrder = {
      url: order.url,
      accept: order.accept,
      key: order.documentKey.source,
      flags: order.documentKey.flags,
      sniff: order.sniffCharacters,
    }
    worker.worker.postMessage(message)
  })
}

function startWorker(): { worker: Worker; stop: () => void } | undefined {
  if (
    typeof Worker !== 'function' ||
    typeof Blob !== 'function' ||
    typeof URL.createObjectURL !== 'function'
  ) {
    return undefined
  }
  let source: string | undefined
  try {
    source = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }))
    const worker = new Worker(source)
    const url = source
    return {
      worker,
      stop: () => {
        worker.terminate()
        URL.revokeObjectURL(url)
      },
    }
  } catch {
    // Refused at once (some browsers throw for a policy that forbids the worker).
    if (source != null) URL.revokeObjectURL(source)
    return undefined
  }
}
