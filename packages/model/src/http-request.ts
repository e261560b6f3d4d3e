/**
 * A file chosen in the playground, made serialisable: its bytes travel as a `data:` URL so the value can be
 * stored, rendered into snippets and sent without keeping a `File` object around.
 */
export type FileValue = {
  name: string
  lastModified: number
  size: number
  /** MIME type; empty when the browser could not tell. */
  type: string
  /** `data:<type>;base64,<bytes>` */
  dataUrl: string
  /** Where the file sits in a picked folder (`photos/2024/a.png`), when it was picked with one. */
  relativePath?: string
}

/** One part of a multipart body: a text field (optionally typed) or a file. */
export type FormDataPart =
  | { name: string; type: 'field'; value: string; contentType?: string }
  | { name: string; type: 'file'; file: FileValue }

/**
 * The body of an {@link HttpRequest}, by how it goes on the wire. A JSON body's `value` may contain
 * `JsonNumber`s (numbers no JavaScript number holds, such as a uint64's `18446744073709551615`): serialise it
 * with `stringifyJson`, never `JSON.stringify`.
 */
export type HttpRequestBody =
  | { type: 'json'; value: unknown }
  | { type: 'text'; value: string; contentType: string }
  | { type: 'urlencoded'; fields: Array<[name: string, value: string]> }
  | { type: 'form-data'; parts: FormDataPart[] }
  | { type: 'bytes'; file: FileValue }

/**
 * A credential the reader entered (a token, a password, an API key, an OAuth client secret), and the name of
 * the placeholder a copied snippet puts in its place (`API_TOKEN`, written `$API_TOKEN`).
 */
export type RequestCredential = { value: string; placeholder: string }

/**
 * The one request value of the playground. The form builds it, snippets render it and Send sends it, so what a
 * reader sees in a snippet is what Send sends.
 */
export type HttpRequest = {
  /** Upper case: GET POST PUT PATCH DELETE (HEAD, OPTIONS from OpenAPI). */
  method: string
  /** Absolute base URL + path, without a query string. */
  url: string
  /** Ordered; repeated names allowed. */
  query: Array<[name: string, value: string]>
  /** As sent, auth included. */
  headers: Array<[name: string, value: string]>
  body?: HttpRequestBody
  /** Names of headers whose values snippets redact. */
  secrets?: string[]
  /**
   * The credentials the reader entered, by value: snippets hide each wherever it appears (a header, a query
   * value, a body field such as an OAuth token endpoint's `client_secret`), not only in the auth header.
   */
  credentials?: RequestCredential[]
  /** Set for JSON-RPC endpoints: the body is wrapped in a JSON-RPC envelope with this method. */
  protocol?: { type: 'openrpc'; methodName: string }
}
