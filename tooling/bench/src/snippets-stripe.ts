/**
 * Stripe's largest request body, filled, for the snippets benchmark. Stripe's operations take
 * `application/x-www-form-urlencoded` bodies whose schemas nest objects, lists and `anyOf` alternatives; the
 * body is built by filling every property of the schema (not only the required ones) and the largest is the
 * operation whose filled body has the most form fields once written as Stripe encodes it (`a[b][0][c]=v`).
 *
 * Filling: `$ref`s followed (a schema already being filled further up is left out, so recursive types end),
 * the first `anyOf`/`oneOf` alternative that is not Stripe's "empty string unsets" `enum: ['']`, a string's
 * `example`, else its first non-empty enum value, else `<property> value`; integers `42`, numbers `4.2`, booleans
 * `true`, one item per list, one `key` entry per map without properties.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { FIXTURE_DIR } from './fixtures.js'

export const STRIPE_SPEC_PATH: string = join(FIXTURE_DIR, 'stripe-spec3.json')

type Schema = {
  $ref?: string
  type?: string
  properties?: Record<string, Schema>
  additionalProperties?: boolean | Schema
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  enum?: unknown[]
  example?: unknown
}

type Operation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}

type Spec = {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}

export type StripeBody = {
  method: string
  /** The path template, e.g. `/v1/checkout/sessions`. */
  path: string
  /** The path with each `{parameter}` filled. */
  filledPath: string
  pathParameters: Array<{ name: string; value: string }>
  /** The filled body as a value (what an SDK call takes). */
  value: Record<string, unknown>
  /** The same body as Stripe's form fields, in order. */
  fields: Array<[string, string]>
}

const FORM = 'application/x-www-form-urlencoded'
const METHODS = ['post', 'put', 'patch', 'delete']

/** Reads the spec and returns the operation with the largest filled body. */
export function largestStripeBody(specPath: string = STRIPE_SPEC_PATH): StripeBody {
  const spec = JSON.parse(readFileSync(specPath, 'utf8')) as Spec
  let largest: StripeBody | undefined
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const schema = item[method]?.requestBody?.content?.[FORM]?.schema
      if (schema == null) continue
      const value = fill(spec, schema, '', new Set())
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue
      const fields = formFields(value as Record<string, unknown>)
      if (largest != null && fields.length <= largest.fields.length) continue
      const pathParameters = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = '']) => ({
        name,
        value: `${name}_1MqLxR2eZvKYlo2C`,
      }))
      const filledPath = pathParameters.reduce(
        (text, { name, value: filled }) => text.replace(`{${name}}`, filled),
        path,
      )
      largest = {
        method: method.toUpperCase(),
        path,
        filledPath,
        pathParameters,
        value: value as Record<string, unknown>,
        fields,
      }
    }
  }
  if (largest == null) throw new Error(`No form request body in ${specPath}`)
  return largest
}

function fill(spec: Spec, schema: Schema, name: string, filling: Set<string>): unknown {
  if (schema.$ref != null) {
    if (filling.has(schema.$ref)) return undefined
    const target = spec.components.schemas[schema.$ref.replace('#/components/schemas/', '')]
    if (target == null) return undefined
    filling.add(schema.$ref)
    const value = fill(spec, target, name, filling)
    filling.delete(schema.$ref)
    return value
  }
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives != null) {
    const chosen = alternatives.find((alternative) => !isEmptyStringEnum(alternative)) ?? alternatives[0]
    return chosen == null ? undefined : fill(spec, chosen, name, filling)
  }
  if (schema.allOf != null) {
    return Object.assign({}, ...schema.allOf.map((part) => fill(spec, part, name, filling)))
  }
  switch (schema.type) {
    case 'object': {
      if (schema.properties == null || Object.keys(schema.properties).length === 0) {
        return { key: `${name} value` }
      }
      const entries = Object.entries(schema.properties)
        .map(([property, child]) => [property, fill(spec, child, property, filling)] as const)
        .filter(([, value]) => value !== undefined)
      return Object.fromEntries(entries)
    }
    case 'array': {
      const item = schema.items == null ? undefined : fill(spec, schema.items, name, filling)
      return item === undefined ? [] : [item]
    }
    case 'integer':
      return 42
    case 'number':
      return 4.2
    case 'boolean':
      return true
    default: {
      if (typeof schema.example === 'string') return schema.example
      const named = schema.enum?.find((option) => typeof option === 'string' && option !== '')
      if (typeof named === 'string') return named
      return `${name} value`
    }
  }
}

function isEmptyStringEnum(schema: Schema): boolean {
  return schema.enum?.length === 1 && schema.enum[0] === ''
}

/** Stripe's form encoding: `a[b][c]` for nested keys, `a[0]` for list items, scalars as text. */
export function formFields(value: Record<string, unknown>): Array<[string, string]> {
  const fields: Array<[string, string]> = []
  const walk = (key: string, item: unknown): void => {
    if (Array.isArray(item)) {
      item.forEach((element, index) => walk(`${key}[${index}]`, element))
    } else if (typeof item === 'object' && item !== null) {
      for (const [name, child] of Object.entries(item)) walk(`${key}[${name}]`, child)
    } else if (item !== undefined) {
      fields.push([key, String(item)])
    }
  }
  for (const [name, item] of Object.entries(value)) walk(name, item)
  return fields
}
