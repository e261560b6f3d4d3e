import { freeName } from './names.js'
import type { SdkCall, SdkFile } from './sdk-call.js'
import { requestClassName } from './sdk-call.js'
import type { SdkField, SdkValue } from './sdk-value.js'

/** How a language names a call's arguments and request fields. */
export interface NamingRules {
  /** The identifier of a name from the definition (argument, request field). */
  name: (key: string) => string
  /** Path parameters and files are keyword arguments beside the fields (Python, Ruby), not positional. */
  namedArguments: boolean
  /** A field whose identifier is taken may be written under its wire key, quoted (TypeScript, Ruby, PHP). */
  quotedKeys: boolean
  /** The name the body goes by when it is passed as one value beside other fields (`body`, `request`). */
  bodyName: string
  /** Between a name and its numeric suffix (`_` for snake_case). */
  separator?: string
}

/** A call's arguments with the names a language writes them under, each name once. */
export interface ArrangedCall {
  /** Path parameters; `name` is their keyword where arguments are named. */
  pathParameters: Array<{ name: string; value: SdkValue }>
  /** Files; `name` is their keyword where arguments are named. */
  files: Array<{ name: string; file: SdkFile }>
  /** Request fields: parameters, then the body's fields unless the body is passed as one value. */
  fields: Array<{ name: string; field: SdkField }>
  /** The body when it is passed as one value (or as bytes). */
  body: SdkCall['body']
  /** The request class of the fields. */
  requestTypeName: string
  /** The request class is the body's named type. */
  requestTypeIsNamed: boolean
}

/**
 * The arguments of a call named by a language's rules so that no name is written twice. Parameters whose
 * identifiers collide (`a-b` and `a_b`) keep their wire key where the language can quote keys, else take a
 * numeric suffix. A body field whose name is taken (path parameter `user_id` and body field `userId` in
 * Python; query `name` and body `name` anywhere) makes the whole body one nested value, passed under
 * `bodyName` beside the parameters, where its fields cannot clash with them.
 */
export function arrangeCall(call: SdkCall, rules: NamingRules): ArrangedCall {
  return arrange(call, rules, false) ?? (arrange(call, rules, true) as ArrangedCall)
}

function arrange(call: SdkCall, rules: NamingRules, nest: boolean): ArrangedCall | undefined {
  const taken = new Set<string>()
  if (nest || call.body !== undefined) taken.add(rules.bodyName)
  const place = (key: string, required: boolean): string | undefined => {
    const name = rules.name(key)
    if (!taken.has(name)) {
      taken.add(name)
      return name
    }
    if (rules.quotedKeys && !taken.has(key)) {
      taken.add(key)
      return key
    }
    if (required) return undefined
    const free = freeName(name, taken, rules.separator)
    taken.add(free)
    return free
  }
  const named = <T>(key: string, value: T): { name: string; value: T } => ({
    name: rules.namedArguments ? (place(key, false) ?? key) : rules.name(key),
    value,
  })
  const pathParameters = call.pathParameters.map(({ key, value }) => named(key, value))
  const files = call.files.map((file) => {
    const { name } = named(file.key, file)
    return { name, file }
  })
  const fields = call.parameterFields.map((field) => ({ name: place(field.key, false) ?? field.key, field }))
  if (nest) {
    return {
      pathParameters,
      files,
      fields,
      body: {
        type: 'value',
        value: { kind: 'object', typeName: call.bodyTypeName, fields: call.bodyFields },
      },
      requestTypeName: requestClassName(call.methodName),
      requestTypeIsNamed: false,
    }
  }
  for (const field of call.bodyFields) {
    const name = place(field.key, true)
    if (name === undefined) return undefined
    fields.push({ name, field })
  }
  return {
    pathParameters,
    files,
    fields,
    body: call.body,
    requestTypeName: call.requestTypeName,
    requestTypeIsNamed: call.requestTypeIsNamed,
  }
}

/**
 * The keys of an object value's fields in a language: their identifiers, or their wire key where the
 * identifier is taken and the language can quote keys. `undefined` when two fields would still share a
 * name: the object is then written with its wire keys (a map) instead.
 */
export function objectKeys(
  fields: readonly SdkField[],
  name: (key: string) => string,
  quotedKeys: boolean,
): string[] | undefined {
  const taken = new Set<string>()
  const keys: string[] = []
  for (const field of fields) {
    let key = name(field.key)
    if (taken.has(key)) {
      if (!quotedKeys || taken.has(field.key)) return undefined
      key = field.key
    }
    taken.add(key)
    keys.push(key)
  }
  return keys
}
