import { camelCase, constantCase, pascalCase, snakeCase } from 'change-case'

/** How a language spells a kind of name. */
export type NameCase = 'camel' | 'pascal' | 'snake' | 'constant'

const CASES: Record<NameCase, (text: string) => string> = {
  camel: camelCase,
  pascal: pascalCase,
  snake: snakeCase,
  constant: constantCase,
}

/**
 * Names already re-cased, by case. A definition has a bounded set of names and every render of a snippet
 * re-cases the same ones: change-case's word splitting was the largest cost of an SDK call. Capped so that a
 * stream of different names cannot grow it without bound.
 */
const RECASED: Record<NameCase, Map<string, string>> = {
  camel: new Map(),
  pascal: new Map(),
  snake: new Map(),
  constant: new Map(),
}
const MAX_RECASED = 10_000

function recased(name: string, nameCase: NameCase): string {
  const known = RECASED[nameCase]
  let result = known.get(name)
  if (result === undefined) {
    result = CASES[nameCase](name)
    if (known.size >= MAX_RECASED) known.clear()
    known.set(name, result)
  }
  return result
}

/** Words that cannot name a method, argument or builder call, by language. */
const RESERVED: Record<'python' | 'java' | 'ruby', ReadonlySet<string>> = {
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
  // Public methods of Ruby's Object: an SDK method of the same name would hide them, so SDKs avoid it.
  ruby: new Set(
    '__id__ __send__ class clone define_singleton_method display dup enum_for eql equal extend freeze frozen hash inspect instance_eval instance_exec instance_of instance_variable_defined instance_variable_get instance_variable_set instance_variables is_a itself kind_of method methods nil object_id private_methods protected_methods public_method public_methods public_send respond_to send singleton_class singleton_method singleton_methods tap then to_enum to_s yield_self'.split(
      ' ',
    ),
  ),
}

/** PHP's reserved words that cannot name a class (compared case-insensitively, as PHP does). */
const PHP_RESERVED_CLASS_NAMES: ReadonlySet<string> = new Set(
  'abstract and array as bool break callable case catch class clone const continue declare default do echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile enum eval exit extends false final finally float fn for foreach function global goto if implements include include_once instanceof insteadof int interface isset iterable list match mixed namespace never new null numeric object or parent print private protected public readonly require require_once resource return self static string switch throw trait true try unset use var void while xor yield'.split(
    ' ',
  ),
)

/**
 * A name from the definition (`user_id`, `X-API-Version`, `GetCustomersCustomer`) as an identifier of a
 * language: re-cased, never empty, never starting with a digit (a prefix is added: `_` or, for exported Go and
 * C# names, `N`), and with `_` appended when it is a reserved word of `reserved`.
 */
export function identifier(name: string, nameCase: NameCase, reserved?: keyof typeof RESERVED): string {
  let result = recased(name, nameCase)
  if (result === '') result = nameCase === 'pascal' || nameCase === 'constant' ? 'Value' : 'value'
  if (/^[0-9]/.test(result)) result = `${nameCase === 'pascal' ? 'N' : '_'}${result}`
  if (reserved !== undefined && RESERVED[reserved].has(result)) result = `${result}_`
  return result
}

/**
 * A PHP class name from a type name: PascalCase, with `_` appended when PHP reserves the word (`List_`,
 * `Object_`, `String_`), since `new List(…)` does not parse.
 */
export function phpClassName(name: string): string {
  const result = identifier(name, 'pascal')
  return PHP_RESERVED_CLASS_NAMES.has(result.toLowerCase()) ? `${result}_` : result
}

/** `name`, or `name2`, `name3`, … (`name_2` with `separator` `_`): the first that is not in `taken`. */
export function freeName(name: string, taken: ReadonlySet<string>, separator = ''): string {
  if (!taken.has(name)) return name
  for (let index = 2; ; index++) {
    const candidate = `${name}${separator}${index}`
    if (!taken.has(candidate)) return candidate
  }
}

/**
 * The name of an enum member: `spell(value)`, with a numeric suffix when an earlier member of the enum is
 * spelled the same (`a-b` and `A_B` both case to `AB`: the second is `AB2`), so every member has its own name.
 */
export function enumMemberName(
  value: string,
  members: readonly string[] | undefined,
  spell: (member: string) => string,
  separator = '',
): string {
  if (members === undefined || !members.includes(value)) return spell(value)
  const taken = new Set<string>()
  for (const member of members) {
    const name = freeName(spell(member), taken, separator)
    if (member === value) return name
    taken.add(name)
  }
  return spell(value)
}

/** Indents every line after the first by `prefix` (for values written inside an indented block). */
export function indentFollowingLines(text: string, prefix: string): string {
  // Most items are one line; nested blocks are re-indented at every level, so the plain replaceAll matters.
  return text.includes('\n') ? text.replaceAll('\n', `\n${prefix}`) : text
}
