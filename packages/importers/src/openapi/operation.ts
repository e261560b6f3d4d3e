import type {
  EndpointDefinition,
  Environment,
  HttpMethod,
  ObjectProperty,
  SubpackageId,
} from '@api-explorer/model'

import { stringOr, textOr } from '../shared/guards.js'
import type { SchemaConverter } from '../shared/schema/schema-converter.js'
import { operationExamples } from './examples.js'
import { mediaKind } from './media-types.js'
import type { NormalizedOperation } from './normalized.js'
import { importParameters } from './parameters.js'
import { pathParameterNames, pathParts } from '../shared/path-parts.js'
import { requestDefinitions } from './request-bodies.js'
import { importResponses } from './responses.js'
import { operationAuth, type ImportedSecurity } from './security.js'
import { availabilityOf } from '../shared/schema/schema-facts.js'
import { operationPagination } from './pagination.js'

/** What an operation needs from the document around it. */
export type OperationContext = {
  converter: SchemaConverter
  security: ImportedSecurity
  /** The document's `security`, used when the operation has none. */
  defaultSecurity: unknown
  environments: Environment[]
  namespaceOf: (tag: string) => SubpackageId
  /** The document's `x-fern-pagination`, used by operations that say `x-fern-pagination: true`. */
  defaultPagination: unknown
}

/** One OpenAPI operation → one endpoint (its id is allocated by the caller). */
export function importOperation(
  context: OperationContext,
  operation: NormalizedOperation,
  id: string,
): EndpointDefinition {
  const { converter } = context
  const facts = operation.operation
  const typeName = pascalCase(stringOr(facts['operationId']) ?? id)
  const parameters = importParameters(converter, operation.parameters)
  addMissingPathParameters(context, operation, parameters.pathParameters)
  const ownSecurity = facts['security'] != null
  const auth = operationAuth(
    ownSecurity ? facts['security'] : context.defaultSecurity,
    context.security,
    ownSecurity ? `${operation.pointer}/security` : '/security',
    converter.diagnostics,
  )
  const queryParameters = [
    ...parameters.queryParameters,
    ...auth.queryKeys.filter(
      (key) => !parameters.queryParameters.some((existing) => existing.key === key.key),
    ),
  ]
  const requests =
    operation.body === undefined ? [] : requestDefinitions(converter, operation.body, `${typeName}Request`)
  const { responses, errors, headers, success } = importResponses(converter, operation.responses, typeName)
  const firstRequest = operation.body?.media[0]
  const fileKeys = new Set(
    requests[0]?.body.type === 'formData'
      ? requests[0].body.fields.filter((field) => field.type !== 'property').map((field) => field.key)
      : [],
  )
  const examples = operationExamples({
    refs: converter.refs,
    pathTemplate: operation.path,
    parameters: operation.parameters,
    ...(firstRequest === undefined || mediaKind(firstRequest.mediaType, firstRequest.schema) === 'binary'
      ? {}
      : { request: firstRequest }),
    fileKeys,
    ...(success?.media === undefined ? {} : { response: success.media }),
    statusCode: responses[0]?.statusCode ?? 200,
  })
  const tag = stringOr((Array.isArray(facts['tags']) ? facts['tags'] : [])[0])
  const summary = textOr(facts['summary'])
  const description = textOr(facts['description'])
  const operationId = stringOr(facts['operationId'])
  const availability = availabilityOf(facts)
  const pagination = operationPagination(
    facts['x-fern-pagination'],
    context.defaultPagination,
    `${operation.pointer}/x-fern-pagination`,
    converter.diagnostics,
  )
  const environments = context.environments
  if (facts['callbacks'] !== undefined) {
    converter.diagnostics.info(`${operation.pointer}/callbacks`, 'Callbacks are not imported.')
  }
  return {
    id,
    method: operation.method.toUpperCase() as HttpMethod,
    path: pathParts(operation.path),
    ...(summary === undefined ? {} : { displayName: summary.trim() }),
    ...(operationId === undefined ? {} : { operationId }),
    ...(description === undefined ? {} : { description }),
    ...(availability === undefined ? {} : { availability }),
    ...(tag === undefined ? {} : { namespace: [context.namespaceOf(tag)] }),
    ...(auth.auth === undefined ? {} : { auth: auth.auth }),
    ...(auth.multiAuth === undefined ? {} : { multiAuth: auth.multiAuth }),
    ...(environments.length === 0 ? {} : { environments, defaultEnvironment: environments[0]?.id ?? '' }),
    ...nonEmpty('pathParameters', parameters.pathParameters),
    ...nonEmpty('queryParameters', queryParameters),
    ...nonEmpty('requestHeaders', parameters.requestHeaders),
    ...nonEmpty('responseHeaders', headers),
    ...(requests.length === 0 ? {} : { requests }),
    ...(responses.length === 0 ? {} : { responses }),
    ...(errors.length === 0 ? {} : { errors }),
    ...(examples.length === 0 ? {} : { examples }),
    ...(pagination === undefined ? {} : { pagination }),
  }
}

/** A `{name}` in the path without a declared parameter still needs a value: it becomes a string parameter. */
function addMissingPathParameters(
  context: OperationContext,
  operation: NormalizedOperation,
  declared: ObjectProperty[],
): void {
  for (const name of pathParameterNames(operation.path)) {
    if (!declared.some((parameter) => parameter.key === name)) {
      context.converter.diagnostics.warning(
        `${operation.pointer}/parameters`,
        `Path parameter "${name}" is not declared; imported as a string.`,
      )
      declared.push({
        key: name,
        valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
      })
    }
  }
}

function nonEmpty<K extends string>(key: K, list: ObjectProperty[]): Partial<Record<K, ObjectProperty[]>> {
  return list.length === 0 ? {} : ({ [key]: list } as Partial<Record<K, ObjectProperty[]>>)
}

/** `list-users` / `list_users` / `listUsers` → `ListUsers`. */
function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
}
