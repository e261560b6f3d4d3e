/** How much a diagnostic matters: `error` drops part of the input, `warning` changes its meaning, `info` notes a decision. */
export type DiagnosticSeverity = 'error' | 'warning' | 'info'

/** Something the importer could not carry over exactly, and where (a JSON pointer into the input). */
export type ImportDiagnostic = {
  severity: DiagnosticSeverity
  /** JSON pointer (RFC 6901) of the input node, e.g. `/paths/~1users/get/parameters/0`. */
  pointer: string
  message: string
}

/** Collects the diagnostics of one import. */
export class Diagnostics {
  readonly list: ImportDiagnostic[] = []
  private readonly seen = new Set<string>()

  private add(severity: DiagnosticSeverity, pointer: string, message: string): void {
    // A path-level parameter is read once per operation; say each thing once.
    const key = `${severity} ${pointer} ${message}`
    if (this.seen.has(key)) return
    this.seen.add(key)
    this.list.push({ severity, pointer, message })
  }

  /** Records a part of the input that was dropped. */
  error(pointer: string, message: string): void {
    this.add('error', pointer, message)
  }

  /** Records a part of the input whose meaning changed on import. */
  warning(pointer: string, message: string): void {
    this.add('warning', pointer, message)
  }

  /** Records a documented import decision. */
  info(pointer: string, message: string): void {
    this.add('info', pointer, message)
  }
}
