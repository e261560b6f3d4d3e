import type { FormDataField, HttpRequestBodyShape, HttpRequestDefinition } from '@api-explorer/model'

import { isObject, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
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
  return body.media.map((media) => {
    const description = body.description
    return {
      ...(description === undefined ? {} : { description }),
      contentType: media.mediaType,
      body: bodyShape(converter, body, media, typeName),
    }
  })
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
      return { type: 'alias', value: converter.reference(media.schema, media.schemaPointer, typeName) }
    }
  }
}

function formFields(converter: SchemaConverter, media: NormalizedMedia): FormDataField[] {
  const fields: FormDataField[] = []
  for (const entry of rawProperties(converter, media.schema, media.schemaPointer)) {
    const encoding = isObject(media.encoding[entry.key]) ? (media.encoding[entry.key] as JsonObject) : {}
    const contentType = stringOr(encoding['contentType'])
    const target = converter.refs.follow(entry.schema, entry.pointer)?.value
    const items =
      isObject(target) && target['type'] === 'array'
        ? converter.refs.follow(target['items'], entry.pointer)?.value
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
  return media.fieldPointers?.[entry.key] ?? entry.pointer
}

type RawProperty = { key: string; schema: unknown; pointer: string; required: boolean }

/** The properties of an object schema, following `$ref` and `allOf` members, with their own schemas. */
function rawProperties(
  converter: SchemaConverter,
  schema: unknown,
  pointer: string,
  depth = 0,
): RawProperty[] {
  const resolved = converter.refs.follow(schema, pointer)
  if (resolved === undefined || !isObject(resolved.value) || depth > 16) {
    return []
  }
  const value = resolved.value
  const required = new Set(Array.isArray(value['required']) ? value['required'] : [])
  const result = new Map<string, RawProperty>()
  if (Array.isArray(value['allOf'])) {
    value['allOf'].forEach((member, index) => {
      for (const entry of rawProperties(
        converter,
        member,
        childPointer(resolved.pointer, 'allOf', index),
        depth + 1,
      )) {
        result.set(entry.key, { ...entry, required: entry.required || required.has(entry.key) })
      }
    })
  }
  if (isObject(value['properties'])) {
    for (const [key, propertySchema] of Object.entries(value['properties'])) {
      result.set(key, {
        key,
        schema: propertySchema,
        pointer: childPointer(resolved.pointer, 'properties', key),
        required: required.has(key),
      })
    }
  }
  return [...result.values()]
}
