import { SdkSnippetError } from './messages.js'
import type { PayloadInput } from '@api-explorer/model'
import type { CustomSnippetPayload, ParameterPayload } from './template-types.js'

/**
 * The segments of a dot/bracket path: `a.b[0].c` → `['a', 'b', '0', 'c']`; quoted keys (`a["x.y"]`) keep
 * their dots. An empty or missing path has no segments.
 */
export function parsePayloadPath(path: string | undefined): string[] {
  const segments: string[] = []
  if (path == null) {
    return segments
  }
  const pattern = /\[\s*(?:"([^"]*)"|'([^']*)'|([^\]]*?))\s*\]|([^.[\]]+)/g
  for (const match of path.matchAll(pattern)) {
    const segment = match[1] ?? match[2] ?? match[3] ?? match[4]
    if (segment != null) {
      segments.push(segment)
    }
  }
  return segments
}

/**
 * The value at a path inside a value (an own property per segment; arrays by index). No path means the
 * value itself; a segment that does not exist gives `undefined`.
 */
export function valueAtPath(value: unknown, path: string | readonly string[] | undefined): unknown {
  const segments = typeof path === 'string' || path == null ? parsePayloadPath(path) : path
  let current = value
  for (const segment of segments) {
    if (current == null || typeof current !== 'object' || !Object.hasOwn(current, segment)) {
      return undefined
    }
    current = (current as Record<string, unknown>)[segment]
  }
  return current
}

/** The value of a named parameter: the first segment is the parameter's name, the rest a path in its value. */
function parameterValue(
  parameters: readonly ParameterPayload[] | undefined,
  path: string | undefined,
): unknown {
  const [name, ...rest] = parsePayloadPath(path)
  const parameter = name == null ? undefined : parameters?.find((candidate) => candidate.name === name)
  return parameter == null ? undefined : valueAtPath(parameter.value, rest)
}

/** The placeholder for a credential when the payload has none: `YOUR_<first segment, upper case>`. */
export function authPlaceholder(path: string | undefined): string {
  const name = path?.replace(/\[.*?\]/g, '').split('.')[0]
  return `YOUR_${(name == null || name === '' ? 'variable' : name).toUpperCase()}`
}

/**
 * The value a payload input reads: BODY from the request body; QUERY, PATH and HEADERS from the named
 * parameter; AUTH from the credentials (or {@link authPlaceholder} without them); RELATIVE from `relative`,
 * the value currently being iterated (`undefined` outside one). Throws "Unknown payload input type" for any
 * other location.
 */
export function payloadValue(
  payload: CustomSnippetPayload,
  input: PayloadInput,
  relative?: unknown,
): unknown {
  switch (input.location) {
    case 'BODY':
      return valueAtPath(payload.requestBody, input.path)
    case 'QUERY':
      return parameterValue(payload.queryParameters, input.path)
    case 'PATH':
      return parameterValue(payload.pathParameters, input.path)
    case 'HEADERS':
      return parameterValue(payload.headers, input.path)
    case 'RELATIVE':
      return relative == null ? undefined : valueAtPath(relative, input.path)
    case 'AUTH':
      return payload.auth == null ? authPlaceholder(input.path) : valueAtPath(payload.auth, input.path)
    default:
      throw new SdkSnippetError('unknownPayloadInputType', { location: String(input.location) })
  }
}
