/** Longer than this, or on several lines, a summary is a description in disguise (OpenAI's are). */
const MAX_TITLE_LENGTH = 80

/**
 * The title of an endpoint or channel: its summary when that reads as a title (one line, at most 80 characters);
 * else a title made from its operation id (`createChatCompletion` → "Create chat completion",
 * `PostPaymentIntents` → "Post payment intents", `repos/create-in-org` → "Repos create in org"); else the
 * summary's first sentence cut to 80 characters; else the fallback (`METHOD /path`). Never a whole description.
 */
export function itemTitle(
  summary: string | undefined,
  operationId: string | undefined,
  fallback: string,
): string {
  const text = summary?.trim()
  if (text != null && text !== '' && isTitleLike(text)) return text
  const fromId = operationId == null ? '' : titleFromOperationId(operationId)
  if (fromId !== '') return fromId
  if (text != null && text !== '') return shorten(firstSentence(text), MAX_TITLE_LENGTH)
  return fallback
}

/**
 * An operation id as words: split at case changes, digits-to-letters and separators; an acronym stays in capitals
 * (`getUserByID` → "Get user by ID"), other words are lower case, the first capitalised.
 */
export function titleFromOperationId(operationId: string): string {
  const words = operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => (/^[A-Z0-9]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()))
  const [first, ...rest] = words
  if (first == null) return ''
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ')
}

function isTitleLike(text: string): boolean {
  return text.length <= MAX_TITLE_LENGTH && !/[\r\n]/.test(text)
}

function firstSentence(text: string): string {
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim() !== '') ?? text
  const sentence = /^(.+?[.!?])(\s|$)/.exec(line.trim())
  return (sentence?.[1] ?? line).trim()
}

/** Text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`
}
