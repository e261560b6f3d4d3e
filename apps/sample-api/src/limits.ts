/** Bounds and default of a numeric query parameter. */
export type NumericLimit = { minimum: number; maximum: number; default: number }

/**
 * The bounds the routes enforce on query parameters. The definition declares the same numbers, so the
 * playground's validation and the server's never disagree.
 */
export const LIMITS: {
  listLimit: NumericLimit
  listOffset: NumericLimit
  eventCount: NumericLimit
  eventIntervalMs: NumericLimit
  toneSeconds: NumericLimit
  toneFrequency: NumericLimit
  delayMs: NumericLimit
  failStatus: NumericLimit
} = {
  listLimit: { minimum: 1, maximum: 100, default: 20 },
  listOffset: { minimum: 0, maximum: 1_000_000, default: 0 },
  eventCount: { minimum: 1, maximum: 50, default: 5 },
  eventIntervalMs: { minimum: 0, maximum: 5000, default: 200 },
  toneSeconds: { minimum: 0.1, maximum: 10, default: 1 },
  toneFrequency: { minimum: 20, maximum: 8000, default: 440 },
  delayMs: { minimum: 0, maximum: 30_000, default: 2000 },
  failStatus: { minimum: 400, maximum: 599, default: 500 },
}

/** Largest request body the sample API reads (uploads and `/echo` included). */
export const MAX_BODY_BYTES: number = 20 * 1024 * 1024

/**
 * Largest multipart part whose text `/echo` quotes in its answer; bigger parts are described by size and hash
 * only, so an echo stays readable in the playground's response pane.
 */
export const ECHO_PART_TEXT_MAX_BYTES: number = 16 * 1024

/** The data line `/events/sse` ends with, after the last event. */
export const SSE_TERMINATOR = '[DONE]'
