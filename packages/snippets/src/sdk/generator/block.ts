import { indentFollowingLines } from './names.js'
import type { SdkCall } from './sdk-call.js'
import type { ResolvedSdkConfiguration } from './sdk-configuration.js'

/** What every language renderer implements. */
export interface SdkRendererInput {
  call: SdkCall
  configuration: ResolvedSdkConfiguration
}

/**
 * Items between an opener and a closer, one per line indented by `indent`, each followed by `separator`
 * (trailing too, when `trailing`); `empty` when there are none. Nested multi-line items keep their shape.
 */
export function block(
  open: string,
  items: readonly string[],
  close: string,
  options: { indent: string; separator?: string; trailing?: boolean; empty?: string },
): string {
  if (items.length === 0) return options.empty ?? `${open}${close}`
  const separator = options.separator ?? ','
  const lines = items.map((item, index) => {
    const last = index === items.length - 1
    const end = last && options.trailing === false ? '' : separator
    return `${options.indent}${indentFollowingLines(item, options.indent)}${end}`
  })
  return `${open}\n${lines.join('\n')}\n${close}`
}

/** Collects the imports a snippet needs, each once, in the order first needed. */
export class ImportSet {
  private readonly seen = new Set<string>()

  /** Records an import line. */
  add(line: string): void {
    this.seen.add(line)
  }

  /** The import lines, in order. */
  lines(): string[] {
    return [...this.seen]
  }
}
