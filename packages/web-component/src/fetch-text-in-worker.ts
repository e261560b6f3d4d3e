/**
 * Fetching a definition and decoding its body in a dedicated worker, so that the page's main thread (which at
 * the same time evaluates React and the kit, then renders the endpoint list) only receives the finished text:
 * decoding GitHub's 3 MB document chunk by chunk costs the main thread 150–250 ms in Chromium, and passing the
 * string from the worker is a copy.
 *
 * Given a module exporting the importers' `outlineDefinition` (the self-contained bundle has one,
 * `api-explorer-outline.js`), the worker also parses the document, lists its endpoints and sends that outline
 * first: the main thread can then paint the endpoint list without first spending 70–110 ms in `JSON.parse`
 * (GitHub's document in Chromium), and asks for the text, to import it, after that paint. Where the module cannot
 * load there or the outline fails, the text comes alone and the main thread's import gives the outline as before.
 *
 * The worker is a module of a few lines made from a `Blob` (the self-contained bundle has no file of its own to
 * give `new Worker`), so a page whose Content Security Policy does not allow `blob:` workers cannot start it: then,
 * as where there is no `Worker` at all (a server, jsdom), the caller's own fetch runs instead.
 */

import type { ApiDefinition } from '@api-explorer/model'

/**
 * What the worker is told: the URL, the `Accept` header, the key that marks an API document, and the module to
 * outline a document with (none: no outline).
 */
type FetchOrder = {
  url: string
  accept: string
  key: string
  flags: string
  sniff: number
  outlineModule: OutlineModule | undefined
}

/** The module the worker outlines a document with, and the chunks it imports (absolute URLs). */
export type OutlineModule = { url: string; chunks: readonly string[] }

/**
 * What the worker answers, in order: `document` at most once, then `outline` or one of the others; after `outline`,
 * `text` once the page sends `send text`.
 */
type WorkerAnswer =
  | { type: 'document' }
  | { type: 'outline'; outline: ApiDefinition }
  | { type: 'text'; text: string }
  | { type: 'status'; status: number; statusText: string }
  | { type: 'failed'; message: string }

/**
 * The worker's code, as text: a function's own source would carry whatever the bundler wraps functions in. It
 * reads the body chunk by chunk (as the main-thread reader does) and says `document` at the first match of the key
 * (the main thread then starts fetching the importers while the rest arrives).
 *
 * With an outline module, it loads that module and its chunks as the fetch starts (a page that fetches the native
 * model downloads them for nothing, 35 KB compressed), with `import()`, which a classic worker has: no
 * `type: 'module'`, so a browser without module workers still fetches. For a document it then sends the outline
 * alone and keeps the text until the page asks for it (`send text`): copying a 3 MB string into the page costs its
 * thread about 100 ms, which would otherwise come before the endpoint list's frame. A failed load or outline, or an
 * outline that cannot be copied to the page, leaves the text to go at once.
 */
const WORKER_SOURCE = `let keptText
onmessage = async (event) => {
  if (event.data === 'send text') {
    postMessage({ type: 'text', text: keptText })
    return
  }
  const { url, accept, key, flags, sniff, outlineModule } = event.data
  const pattern = new RegExp(key, flags)
  // The module's chunks are imported beside it: one round trip, not one per level of imports.
  const outlining = outlineModule
    ? Promise.all([outlineModule.url, ...outlineModule.chunks].map((url) => import(url)))
        .then(([module]) => module)
        .catch(() => undefined)
    : undefined
  try {
    const response = await fetch(url, { headers: { Accept: accept } })
    if (!response.ok) {
      postMessage({ type: 'status', status: response.status, statusText: response.statusText })
      return
    }
    const parts = []
    let found = false
    if (response.body != null) {
      const reader = response.body.getReader()
      const decoder = new TextDecoder()
      let tail = ''
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
    const text = parts.join('')
    let outline
    try {
      // The chunks were only looked at in part: the whole text decides whether there is anything to outline.
      const module = found || (outlining && pattern.test(text)) ? await outlining : undefined
      if (module) outline = await module.outlineDefinition(text)
    } catch {
      // Not a document after all, or one the import will reject: the page's import says so.
    }
    if (outline) {
      try {
        keptText = text
        postMessage({ type: 'outline', outline })
        return
      } catch {
        keptText = undefined
      }
    }
    postMessage({ type: 'text', text })
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
  /** A module exporting `outlineDefinition` (see the module comment); none: the text alone. */
  outlineModule?: OutlineModule | undefined
  onDocument: () => void
  /** Where the worker cannot run (it could not be made, or its script was refused): the caller's own fetch. */
  fallback: () => Promise<string>
}

/**
 * The fetched text; or, when the worker could outline the document, the outline and a function that fetches the
 * text from the worker (call it once the outline has been shown; see the module comment).
 */
export type FetchedText = { text: string } | { outline: ApiDefinition; text: () => Promise<string> }

/**
 * The body of `url` as text, fetched and decoded in a worker, or the document's outline first when
 * `outlineModule` is given and the worker could make one (see the module comment). Rejects (the promise, or the
 * text's after an outline) with the URL and status when the server does not answer 2xx, with the network error's
 * message when the fetch fails, and with the signal's reason when it is aborted (the worker is stopped).
 */
export function fetchTextInWorker(order: WorkerFetch): Promise<FetchedText> {
  const here = (): Promise<FetchedText> => order.fallback().then((text) => ({ text }))
  const worker = startWorker()
  if (worker == null) return here()
  return new Promise<FetchedText>((resolve, reject) => {
    const { signal } = order
    let answered = false
    // After an outline, the text's own promise, which the worker's next answer settles.
    let textAnswer: { resolve: (text: string) => void; reject: (reason: unknown) => void } | undefined
    const fail = (reason: unknown): void => (textAnswer?.reject ?? reject)(reason)
    const finish = (): void => {
      worker.stop()
      signal?.removeEventListener('abort', abort)
    }
    const abort = (): void => {
      finish()
      fail(signal?.reason ?? new DOMException('The fetch was aborted', 'AbortError'))
    }
    if (signal?.aborted === true) return abort()
    signal?.addEventListener('abort', abort, { once: true })
    const text = (): Promise<string> =>
      new Promise<string>((resolveText, rejectText) => {
        textAnswer = { resolve: resolveText, reject: rejectText }
        if (signal?.aborted === true) return abort()
        worker.worker.postMessage('send text')
      })
    worker.worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      answered = true
      const answer = event.data
      if (answer.type === 'document') return order.onDocument()
      if (answer.type === 'outline') return resolve({ outline: answer.outline, text })
      finish()
      if (answer.type === 'text') {
        if (textAnswer == null) resolve({ text: answer.text })
        else textAnswer.resolve(answer.text)
      } else if (answer.type === 'status') {
        fail(new Error(`${order.url} answered ${answer.status} ${answer.statusText}`.trim()))
      } else fail(new TypeError(answer.message))
    }
    worker.worker.onerror = (event) => {
      // The script was refused (a Content Security Policy without `blob:`) or failed to start: fetch here instead.
      event.preventDefault()
      finish()
      if (answered) fail(new Error(`The worker fetching ${order.url} failed: ${event.message}`))
      else here().then(resolve, reject)
    }
    const message: FetchOrder = {
      url: order.url,
      accept: order.accept,
      key: order.documentKey.source,
      flags: order.documentKey.flags,
      sniff: order.sniffCharacters,
      outlineModule: order.outlineModule,
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
