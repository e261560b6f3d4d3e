import { camelCase, constantCase, pascalCase, snakeCase } from 'change-case'

/** How a language spells a kind of name. */
export type NameCase = 'camel' | 'pascal' | 'snake' | 'constant'

const CASES: Record<NameCase, (text: string) => string> = {
  camel: camelCase,
  pascal: pascalCase,
  snake: snakeCase,
  constant: constantCase,
}

/** Words that cannot name a method, argument or builder call, by language. */
const RESERVED: Record<'python' | 'java', ReadonlySet<string>> = {
  python: new Set(
    'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
      ' ',
    ),
  ),
  java: new Set(
    'abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally float for goto if implements import instanceof int interface long native new package private protected public return short static strictfp super switch synchronized this throw throws transient try void volatile while true false null var record yield'.split(
      ' ',
    ),
  ),
}

/**
 * A name from the definition (`user_id`, `X-API-Version`, `GetCustomersCustomer`) as an identifier of a
 * language: re-cased, never empty, never starting with a digit (a prefix is added: `_` or, for exported Go and
 * C# names, `N`), and with `_` appended when it is a reserved word of `reserved`.
 */
export function identifier(name: string, nameCase: NameCase, reserved?: keyof typeof RESERVED): string {
  let result = CASES[nameCase](name)
  if (result === '') result = nameCase === 'pascal' || nameCase === 'constant' ? 'Value' : 'value'
  if (/^[0-9]/.test(result)) result = `${nameCase === 'pascal' ? 'N' : '_'}${result}`
  if (reserved !== undefined && RESERVED[reserved].has(result)) result = `${result}_`
  return result
}

/** Indents every line after the first by `prefix` (for values written inside an indented block). */
export function indentFollowingLines(text: string, prefix: string): string {
  return text.replace(/\n/g, `\n${prefix}`)
}
