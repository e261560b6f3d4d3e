const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** `String.prototype.isWellFormed` where the engine has it (Node 20, browsers since 2023): no regex scan. */
export const isWellFormed: (text: string) => boolean =
  typeof (String.prototype as { isWellFormed?: unknown }).isWellFormed === 'function'
    ? (text) => (text as string & { isWellFormed(): boolean }).isWellFormed()
    : (text) => text.search(LONE_SURROGATES) === -1

/** Replaces lone UTF-16 surrogates by U+FFFD, as encoding the string to UTF-8 for the wire does. */
export function wellFormed(text: string): string {
  return isWellFormed(text) ? text : text.replace(LONE_SURROGATES, '\ufffd')
}
