/** An ISO date-time as the value of a `datetime-local` input (local time, minutes precision). */
export function isoToLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') {
    return ''
  }
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) {
    return ''
  }
  const pad = (value: number): string => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The value of a `datetime-local` input as an ISO string; `undefined` when empty or invalid. */
export function localInputToIso(local: string): string | undefined {
  if (local === '') {
    return undefined
  }
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}
