const SAFE_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/

/**
 * Quotes a string for POSIX shells. Words made only of safe characters stay bare; everything else goes in
 * single quotes, where nothing is special, and each `'` becomes `'\''`.
 */
export function shellQuote(text: string): string {
  if (text !== '' && SAFE_WORD.test(text)) {
    return text
  }
  return `'${text.replaceAll("'", `'\\''`)}'`
}
