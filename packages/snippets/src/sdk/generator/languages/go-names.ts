import { identifier } from '../names.js'

/** What writing Go values needs: the SDK package's alias, and the packages the values use. */
export interface GoContext {
  alias: string
  /** Packages the written code uses, filled while writing: `time`, and `sdk` for the SDK's root package. */
  uses: Set<string>
}

/** A name of the SDK's root package (`acme.String`), noting that the package is used. */
export function sdkName(context: GoContext, name: string): string {
  context.uses.add('sdk')
  return `${context.alias}.${name}`
}

/**
 * An exported Go identifier of a name (struct fields, types): PascalCase, and `N` before a first character
 * that is not an upper-case letter (`名前` → `N名前`), since a field from another package must be exported.
 */
export function goExported(name: string): string {
  const result = identifier(name, 'pascal')
  return /^\p{Lu}/u.test(result) ? result : `N${result}`
}
