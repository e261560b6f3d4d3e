import type { FormDataField, HttpRequestBodyShape, HttpRequestDefinition } from '@api-explorer/model'

import type { DocumentRefs } from '../shared/document-refs.js'
import { arrayOr, isObject, objectOr, ownValue, stringOr, textOr } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import { requiredNames } from '../shared/schema/properties.js'
import type { SchemaConverter } from '../shared/schema/schema-converter.js'
import { isBinarySchema, mediaKind } from './media-types.js'
import type { NormalizedBody, NormalizedMedia } from './normalized.js'

/**
 * One request definition per media type of the body, in declaration order (the playground uses the first):
 * JSON and urlencoded bodies are objects or references, multipart bodies are form fields (binary properties
 * become file fields, arrays of them file lists, other arrays exploded into repeated parts), binary bodies
 * are bytes, text bodies a string.
 */
export function requestDefinitions(
  converter: SchemaConverter,
  body: NormalizedBody,
  typeName: string,
): HttpRequestDefinition[] {
  const definitions: HttpRequestDefinition[] = []
  for (let index = 0; index < body.media.length; index++) {
    const media = body.media[index] as NormalizedMedia
    const shape = bodyShape(converter, body, media, typeName)
    definitions.push(
      body.description === undefined
        ? { contentType: media.mediaType, body: shape }
        : { description: body.description, contentType: media.mediaType, body: shape },
    )
  }
  return definitions
}

function bodyShape(
  converter: SchemaConverter,
  body: NormalizedBody,
  media: NormalizedMedia,
  typeName: string,
): HttpRequestBodyShape {
  const kind = mediaKind(media.mediaType, converter.refs.follow(media.schema, media.schemaPointer)?.value)
  switch (kind) {
    case 'multipart':
      return { type: 'formData', fields: formFields(converter, media) }
    case 'binary':
      return { type: 'bytes', isOptional: !body.required, contentType: media.mediaType }
    case 'text':
      return { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } }
    default: {
      if (media.schema === undefined) {
        return { type: 'alias', value: { type: 'unknown' } }
      }
      if (media.fieldPointers !== undefined) {
        const properties = rawProperties(converter, media.schema, media.schemaPointer).map((entry) =>
          converter.property(entry.key, entry.schema, fieldPointer(media, entry), entry.required),
        )
        return { type: 'object', extends: [], properties }
      }
      const shape = converter.shape(media.schema, media.schemaPointer)
      if (shape.type === 'object') {
        return shape
      }
      return converter.referenceShape(media.schema, media.schemaPointer, typeName)
    }
  }
}

function formFields(converter: SchemaConverter, media: NormalizedMedia): FormDataField[] {
  const fields: FormDataField[] = []
  for (const entry of rawProperties(converter, media.schema, media.schemaPointer)) {
    const encoding = objectOr(ownValue(media.encoding, entry.key))
    const contentType = stringOr(encoding['contentType'])
    const resolved = converter.refs.follow(entry.schema, entry.pointer)
    const target = resolved?.value
    const items =
      resolved !== undefined && isObject(target) && target['type'] === 'array'
        ? converter.refs.follow(target['items'], childPointer(resolved.pointer, 'items'))?.value
        : undefined
    const description = isObject(target) ? textOr(target['description']) : undefined
    const common = {
      key: entry.key,
      ...(description === undefined ? {} : { description }),
      ...(contentType === undefined
        ? {}
        : {
            contentType: contentType.includes(',')
              ? contentType.split(',').map((type) => type.trim())
              : contentType,
          }),
    }
    if (isBinarySchema(target)) {
      fields.push({ type: 'file', isOptional: !entry.required, ...common })
    } else if (items !== undefined && isBinarySchema(items)) {
      fields.push({ type: 'files', isOptional: !entry.required, ...common })
    } else {
      const property = converter.property(entry.key, entry.schema, fieldPointer(media, entry), entry.required)
      const exploded = items !== undefined && encoding['explode'] !== false
      fields.push({ ...property, ...common, type: 'property', ...(exploded ? { exploded: true } : {}) })
    }
  }
  return fields
}

function fieldPointer(media: NormalizedMedia, entry: RawProperty): string {
  return (
    (media.fieldPointers === undefined ? undefined : ownValue(media.fieldPointers, entry.key)) ??
    entry.pointer
  )
}

type RawProperty = { key: string; schema: unknown; pointer: string; required: boolean }

/** Nested `allOf` this deep is cut off (real documents nest a few levels). */
const MAX_ALL_OF_DEPTH = 16

/** The properties of each schema met, by resolved pointer, per import (the document's refs stand for it). */
const propertiesCache = new WeakMap<DocumentRefs, Map<string, RawProperty[]>>()

/**
 * The properties of an object schema, following `$ref` and `allOf` members, with their own schemas. A name that
 * the schema or any of its members lists in `required` is required. Each schema's properties are computed
 * once per import; an `allOf` that leads back to a schema it is inside is cut there, with a warning.
 */
function rawProperties(converter: SchemaConverter, schema: unknown, pointer: string): RawProperty[] {
  let cache = propertiesCache.get(converter.refs)
  if (cache === undefined) {
    cache = new Map()
    propertiesCache.set(converter.refs, cache)
  }
  return collectProperties(converter, cache, schema, pointer, new Set()).properties
}

function collectProperties(
  converter: SchemaConverter,
  cache: Map<string, RawProperty[]>,
  schema: unknown,
  pointer: string,
  path: Set<string>,
): { properties: RawProperty[]; complete: boolean } {
  const resolved = converter.refs.follow(schema, pointer)
  if (resolved === undefined || !isObject(resolved.value)) {
    return { properties: [], complete: true }
  }
  const cached = cache.get(resolved.pointer)
  if (cached !== undefined) {
    return { properties: cached, complete: true }
  }
  if (path.has(resolved.pointer)) {
    converter.diagnostics.warning(
      pointer,
      'allOf leads back to a schema it is part of; its properties are taken once.',
    )
    return { properties: [], complete: false }
  }
  if (path.size > MAX_ALL_OF_DEPTH) {
    return { properties: [], complete: false }
  }
  const value = resolved.value
  const required = requiredNames(value)
  const result = new Map<string, RawProperty>()
  // A result that missed a member (a cycle) depends on the way in; only whole results are kept.
  let complete = true
  path.add(resolved.pointer)
  arrayOr(value['allOf']).forEach((member, index) => {
    const memberPointer = childPointer(resolved.pointer, 'allOf', index)
    const found = collectProperties(converter, cache, member, memberPointer, path)
    complete &&= found.complete
    const target = converter.refs.follow(member, memberPointer)?.value
    if (isObject(target)) requiredNames(target).forEach((name) => required.add(name))
    for (const entry of found.properties) result.set(entry.key, entry)
  })
  path.delete(resolved.pointer)
  if (isObject(value['properties'])) {
    for (const [key, propertySchema] of Object.entries(value['properties'])) {
      result.set(key, {
        key,
        schema: propertySchema,
        pointer: childPointer(resolved.pointer, 'properties', key),
        // Redeclaring a property does not lift a member's `required` (allOf: every member applies).
        required: result.get(key)?.required === true,
      })
    }
  }
  const properties = [...result.values()].map((entry) =>
    required.has(entry.key) && !entry.required ? { ...entry, required: true } : entry,
  )
  if (complete) cache.set(resolved.pointer, properties)
  return { properties, complete }
}
