import type { ResponseResult } from '@api-explorer/model'
import type { AuthRequestSender } from '../src/oauth-token.js'

/** A token sender whose replies the test releases one by one, in order. */
export type DeferredSender = {
  send: AuthRequestSender
  /** How many token requests were sent. */
  readonly calls: number
  /** Answers the oldest unanswered request: `200 {"access_token": token}`, or `401` without a token. */
  answer: (token: string | undefined) => Promise<void>
}

/** Creates a {@link DeferredSender}. */
export function deferredSender(): DeferredSender {
  const waiting: Array<(result: ResponseResult) => void> = []
  let calls = 0
  return {
    send: () =>
      new Promise<ResponseResult>((resolve) => {
        calls += 1
        waiting.push(resolve)
      }),
    get calls() {
      return calls
    },
    answer: async (token) => {
      const resolve = waiting.shift()
      if (resolve == null) throw new Error('No token request is waiting')
      const ok = token != null
      resolve({
        type: 'json',
        response: {
          headers: {},
          ok,
          redirected: false,
          status: ok ? 200 : 401,
          statusText: ok ? 'OK' : 'Unauthorized',
          type: 'basic',
          url: '',
          body: ok ? { access_token: token } : { error: 'invalid_client' },
        },
        contentType: 'application/json',
        time: 1,
        size: 1,
      })
      // Lets the store's continuation run before the test looks.
      await new Promise((done) => setTimeout(done, 0))
    },
  }
}
