/** The Fetch API's response type. */
export type FetchResponseType = 'basic' | 'cors' | 'default' | 'error' | 'opaque' | 'opaqueredirect'

/** The serialisable part of a `Response`, plus its body in the form the result `type` says. */
export type SerializableResponse<Body> = {
  /** Response headers; through a proxy, the upstream headers it reported. */
  headers: Record<string, string>
  ok: boolean
  redirected: boolean
  status: number
  statusText: string
  type: FetchResponseType
  url: string
  body: Body
}

/**
 * What Send produced, classified by content:
 * - `json`: the text parsed as JSON;
 * - `string`: text that is not JSON;
 * - `file`: a binary, image, video or audio body, as an object URL with a download name;
 * - `stream`: a streaming endpoint's text, accumulated as chunks arrive.
 *
 * `time` is in milliseconds; `size` in bytes, `null` when unknown.
 */
export type ResponseResult =
  | {
      type: 'json'
      response: SerializableResponse<unknown>
      contentType: string
      time: number
      size: number | null
    }
  | {
      type: 'string'
      response: SerializableResponse<string>
      contentType: string
      time: number
      size: number | null
    }
  | {
      type: 'file'
      /** `body` is an object URL (`blob:…`) of the bytes. */
      response: SerializableResponse<string>
      contentType: string
      time: number
      size: number | null
      /** From Content-Disposition, otherwise a random UUID plus the MIME subtype. */
      fileName: string
    }
  | {
      type: 'stream'
      /** `body` is the text received so far. */
      response: SerializableResponse<string>
      contentType: string
      time: number
      size: number | null
    }
