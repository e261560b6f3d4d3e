import type { WebhookDefinition } from '@api-explorer/model'

import type { DocumentRefs } from '../shared/document-refs.js'
import { emptyRecord, isObject, objectOr, stringOr, textOr } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import type { SchemaConverter } from '../shared/schema/schema-converter.js'
import { UniqueIds } from '../shared/unique-ids.js'
import { schemaExample } from './examples.js'
import { PATH_ITEM_METHODS } from './normalized.js'
import { normalizeOas3Operation } from './oas3-operation.js'
import { importParameters } from './parameters.js'

/** OpenAPI 3.1 `webhooks` (and the older `x-webhooks`) → webhook definitions; GET and POST only, as in the model. */
export function importWebhooks(
  converter: SchemaConverter,
  refs: DocumentRefs,
  webhooks: unknown,
  pointer: string,
): Record<string, WebhookDefinition> {
  const ids = new UniqueIds()
  const result = emptyRecord<WebhookDefinition>()
  for (const [name, item] of Object.entries(objectOr(webhooks))) {
    const itemPointer = childPointer(pointer, name)
    const resolved = refs.follow(item, itemPointer)
    if (resolved === undefined || !isObject(resolved.value)) continue
    const pathItem = resolved.value
    for (const method of PATH_ITEM_METHODS) {
      const operation = pathItem[method]
      if (!isObject(operation)) continue
      const operationPointer = childPointer(resolved.pointer, method)
      if (method !== 'post' && method !== 'get') {
        converter.diagnostics.warning(
          operationPointer,
          `Webhooks are delivered with GET or POST; ${method.toUpperCase()} is skipped.`,
        )
        continue
      }
      const normalized = normalizeOas3Operation(refs, converter.diagnostics, {
        method,
        path: name,
        pathItem,
        operation,
        pointer: operationPointer,
        pathItemPointer: resolved.pointer,
      })
      const media = normalized.body?.media[0]
      const id = ids.allocate(stringOr(operation['operationId']) ?? name)
      const summary = textOr(operation['summary'])
      const description = textOr(operation['description']) ?? normalized.body?.description
      const example =
        media === undefined
          ? undefined
          : (media.examples[0]?.value ?? schemaExample(refs, media.schema, media.schemaPointer))
      result[id] = {
        id,
        method: method === 'get' ? 'GET' : 'POST',
        path: [name],
        ...(summary === undefined ? {} : { displayName: summary }),
        ...(description === undefined ? {} : { description }),
        headers: importParameters(converter, normalized.parameters).requestHeaders,
        payload: {
          shape:
            media === undefined
              ? { type: 'alias', value: { type: 'unknown' } }
              : converter.shape(media.schema, media.schemaPointer),
        },
        examples: example === undefined ? [] : [{ payload: example }],
      }
    }
  }
  return result
}
