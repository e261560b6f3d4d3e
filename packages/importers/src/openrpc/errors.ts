import type { ErrorResponse, ObjectProperty } from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import { arrayOr, isObject, numberOr, textOr } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'

/** JSON-RPC over HTTP answers errors with status 200 and an `error` member in the body. */
const JSON_RPC_ERROR_STATUS = 200

/**
 * A method's `errors` → error responses. Each has status 200 (the HTTP status JSON-RPC errors arrive with), its
 * `message` as name, its code in the description, and the JSON-RPC `error` member as shape and example
 * (`{ code, message, data? }`), with the code and message as defaults.
 */
export function methodErrors(
  errors: unknown,
  pointer: string,
  refs: DocumentRefs,
  diagnostics: Diagnostics,
): ErrorResponse[] {
  const result: ErrorResponse[] = []
  arrayOr(errors).forEach((entry, index) => {
    const errorPointer = childPointer(pointer, index)
    const resolved = refs.follow(entry, errorPointer)
    if (resolved === undefined) return
    const error = isObject(resolved.value) ? resolved.value : {}
    const code = numberOr(error['code'])
    const message = textOr(error['message'])
    if (code === undefined || !Number.isInteger(code)) {
      diagnostics.error(errorPointer, 'A JSON-RPC error needs an integer "code"; skipped.')
      return
    }
    const data = error['data']
    const properties: ObjectProperty[] = [
      { key: 'code', valueShape: primitive({ type: 'integer', default: code }) },
      {
        key: 'message',
        valueShape: primitive({ type: 'string', ...(message === undefined ? {} : { default: message }) }),
      },
      {
        key: 'data',
        valueShape: {
          type: 'alias',
          value: { type: 'optional', shape: { type: 'alias', value: { type: 'unknown' } } },
        },
      },
    ]
    result.push({
      name: message ?? `Error ${code}`,
      statusCode: JSON_RPC_ERROR_STATUS,
      description: `JSON-RPC error ${code}${message === undefined ? '' : `: ${message}`}`,
      shape: { type: 'object', extends: [], properties },
      examples: [
        {
          ...(message === undefined ? {} : { name: message }),
          responseBody: {
            type: 'json',
            value: {
              code,
              ...(message === undefined ? {} : { message }),
              ...(data === undefined ? {} : { data }),
            },
          },
        },
      ],
    })
  })
  return result
}

function primitive(
  value: { type: 'integer'; default?: number } | { type: 'string'; default?: string },
): ObjectProperty['valueShape'] {
  return { type: 'alias', value: { type: 'primitive', value } }
}
