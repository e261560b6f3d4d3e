/** A response time in milliseconds with two decimals: `123.46 ms`. */
export function formatTime(milliseconds: number): string {
  return `${milliseconds.toFixed(2)} ms`
}

/** A size in bytes: `512 B`, `1,536 B`. */
export function formatSize(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} B`
}

/**
 * The colour a status is shown in: success for 200–299, error above 300. 300 itself and informational
 * statuses are neutral (the specification leaves them open).
 */
export function statusTone(status: number): 'success' | 'error' | 'neutral' {
  if (status >= 200 && status <= 299) {
    return 'success'
  }
  return status > 300 ? 'error' : 'neutral'
}
