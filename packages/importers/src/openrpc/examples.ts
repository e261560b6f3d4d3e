import type { ExampleEndpointCall } from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import { arrayOr, isObject, textOr } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'

/** What {@link methodExamples} needs to know about the method. */
export type ExampleInput = {
  refs: DocumentRefs
  diagnostics: Diagnostics
  /** `examples` (1.x) or `examplePairings` (early drafts): Example Pairing Objects. */
  pairings: unknown
  pointer: string
  /** The method's param names, in declared order. */
  paramNames: string[]
  path: string
}

type ExampleParam = { value: unknown; name?: string; pointer: string; isRef: boolean }

/**
 * Example pairings → example calls: the params become the JSON body (keyed by param name, in declared order,
 * as the playground sends `Object.values(body)` by position), the result the response body. An example param
 * is matched to a method param by name, else by position: reusable `$ref`'d examples are named after their
 * value ("two"), not after the param, so position is what pairs them.
 */
export function methodExamples(input: ExampleInput): ExampleEndpointCall[] {
  const { refs, diagnostics, paramNames } = input
  const calls: ExampleEndpointCall[] = []
  arrayOr(input.pairings).forEach((entry, index) => {
    const pairingPointer = childPointer(input.pointer, index)
    const pairing = refs.follow(entry, pairingPointer)
    if (pairing === undefined || !isObject(pairing.value)) {
      diagnostics.error(pairingPointer, 'An example pairing must be an object; skipped.')
      return
    }
    const params = readParams(input, pairing.value['params'], childPointer(pairing.pointer, 'params'))
    const values = assignParams(params, paramNames, diagnostics)
    const body = Object.fromEntries(
      paramNames.filter((name) => values.has(name)).map((name) => [name, values.get(name)]),
    )
    const resultPointer = childPointer(pairing.pointer, 'result')
    const result =
      pairing.value['result'] === undefined ? undefined : refs.follow(pairing.value['result'], resultPointer)
    const resultValue = isObject(result?.value) ? result.value['value'] : undefined
    if (isObject(result?.value) && resultValue === undefined) {
      diagnostics.info(resultPointer, 'An example result without a "value" is not imported.')
    }
    const name = textOr(pairing.value['name'])
    const description = textOr(pairing.value['description']) ?? textOr(pairing.value['summary'])
    calls.push({
      path: input.path,
      responseStatusCode: 200,
      requestBody: { type: 'json', value: body },
      ...(name === undefined ? {} : { name }),
      ...(description === undefined ? {} : { description }),
      ...(resultValue === undefined ? {} : { responseBody: { type: 'json', value: resultValue } }),
    })
  })
  return calls
}

function readParams(input: ExampleInput, list: unknown, pointer: string): ExampleParam[] {
  const params: ExampleParam[] = []
  arrayOr(list).forEach((entry, index) => {
    const paramPointer = childPointer(pointer, index)
    const resolved = input.refs.follow(entry, paramPointer)
    if (resolved === undefined) return
    const example = isObject(resolved.value) ? resolved.value : {}
    if (example['value'] === undefined) {
      input.diagnostics.info(paramPointer, 'An example param without a "value" is not imported.')
      return
    }
    const name = textOr(example['name'])
    params.push({
      value: example['value'],
      pointer: paramPointer,
      isRef: isObject(entry) && typeof entry['$ref'] === 'string',
      ...(name === undefined ? {} : { name }),
    })
  })
  return params
}

/** Name matches first, then positions for the rest. */
function assignParams(
  params: ExampleParam[],
  paramNames: string[],
  diagnostics: Diagnostics,
): Map<string, unknown> {
  const values = new Map<string, unknown>()
  const unmatched: Array<{ param: ExampleParam; position: number }> = []
  params.forEach((param, position) => {
    if (param.name !== undefined && paramNames.includes(param.name) && !values.has(param.name)) {
      values.set(param.name, param.value)
    } else {
      unmatched.push({ param, position })
    }
  })
  for (const { param, position } of unmatched) {
    const name = paramNames[position]
    if (name === undefined || values.has(name)) {
      diagnostics.info(
        param.pointer,
        'The example param matches no param of the method by name or position; ignored.',
      )
      continue
    }
    values.set(name, param.value)
    if (!param.isRef && param.name !== undefined) {
      diagnostics.info(
        param.pointer,
        `Example param "${param.name}" is not a param of the method; used as "${name}" (same position).`,
      )
    }
  }
  return values
}
