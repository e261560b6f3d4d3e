import type {
  EndpointDefinition,
  Environment,
  ExampleEndpointCall,
  HttpMethod,
  HttpRequestDefinition,
  ObjectProperty,
  SubpackageId,
} from '@api-explorer/model'

import type { DocumentRefs } from '../shared/document-refs.js'
import { stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import type { SchemaConverter } from '../shared/schema/schema-converter.js'
import { operationExamples } from './examples.js'
import { defineLazyExamples } from './lazy-examples.js'
import type { NormalizedOperation } from './normalized.js'
import { importParameters } from './parameters.js'
import type { PathOperation } from './path-operations.js'
import { pathParameterNames } from '../shared/path-parts.js'
import type { SharedEndpointParts } from './endpoint-parts.js'
import { requestDefinitions } from './request-bodies.js'
import { importResponses, preferredMedia, successResponses } from './responses.js'
import { operationAuth, type ImportedSecurity } from './security.js'
import { listedFacts, stringPathParameter } from './listed-facts.js'
import { operationPagination } from './pagination.js'
import { exactList } from '../shared/exact-list.js'

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
  /** What every endpoint's examples read when they are gathered. */
  examples: ExampleReader
  /** Paths and namespaces, one object each per import. */
  parts: SharedEndpointParts
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
  const queryParameters =
    auth.queryKeys.length === 0
      ? parameters.queryParameters
      : [
          ...parameters.queryParameters,
          ...auth.queryKeys.filter(
            (key) => !parameters.queryParameters.some((existing) => existing.key === key.key),
          ),
        ]
  const requests =
    operation.body === undefined
      ? []
      : exactList(requestDefinitions(converter, operation.body, `${typeName}Request`))
  const { responses, errors, headers } = importResponses(converter, operation.responses, typeName)
  const listed = listedFacts(facts)
  const description = textOr(facts['description'])
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
  // Field by field in the model's order, each only when it has a value (no conditional spreads: one object).
  const endpoint: EndpointDefinition = {
    id,
    method: operation.method.toUpperCase() as HttpMethod,
    path: context.parts.path(operation.path),
  }
  if (listed.displayName !== undefined) endpoint.displayName = listed.displayName
  if (listed.operationId !== undefined) endpoint.operationId = listed.operationId
  if (description !== undefined) endpoint.description = description
  if (listed.availability !== undefined) endpoint.availability = listed.availability
  if (listed.tag !== undefined) endpoint.namespace = context.parts.namespace(context.namespaceOf(listed.tag))
  if (auth.auth !== undefined) endpoint.auth = exactList(auth.auth)
  if (auth.multiAuth !== undefined) endpoint.multiAuth = exactList(auth.multiAuth)
  if (environments.length > 0) {
    endpoint.environments = environments
    endpoint.defaultEnvironment = environments[0]?.id ?? ''
  }
  if (parameters.pathParameters.length > 0) endpoint.pathParameters = exactList(parameters.pathParameters)
  if (queryParameters.length > 0) endpoint.queryParameters = exactList(queryParameters)
  if (parameters.requestHeaders.length > 0) endpoint.requestHeaders = exactList(parameters.requestHeaders)
  if (headers.length > 0) endpoint.responseHeaders = exactList(headers)
  if (requests.length > 0) endpoint.requests = requests
  if (responses.length > 0) endpoint.responses = exactList(responses)
  if (errors.length > 0) endpoint.errors = exactList(errors)
  // Gathered when first read, in the model's place among the fields; see lazy-examples.ts.
  defineLazyExamples(
    endpoint,
    new OperationExamples(operation.source, context.examples, requests, responses[0]?.statusCode ?? 200),
  )
  if (pagination !== undefined) endpoint.pagination = pagination
  return endpoint
}

/** What the examples of an import's endpoints read: the document's refs, and how its operations are normalized. */
type ExampleReader = {
  refs: DocumentRefs
  normalize: (source: PathOperation) => NormalizedOperation
}

/**
 * An endpoint's examples, gathered when they are first read. The operation is read again from the document rather
 * than kept normalized: until the read, an endpoint holds this object (where the operation is declared, the
 * reader its import's endpoints share, its requests and status code), not its normalized parameters, media types
 * and their pointers, which become garbage as soon as the endpoint is made (Kubernetes' definition keeps 1.15 MB
 * less; README, Performance). The object is the declaration itself, its pointer worked out when asked: a closure
 * over the declaration would be a function, its context and the declaration's object and pointer, 180 bytes more
 * per endpoint. Reading again is deterministic and says nothing new: normalizing reports only what the import
 * reported already, at the same pointers, and Diagnostics keeps each once; the media type is chosen quietly.
 */
class OperationExamples implements PathOperation {
  readonly method: PathOperation['method']
  readonly path: string
  readonly pathItem: JsonObject
  readonly operation: JsonObject
  readonly pathItemPointer: string

  constructor(
    source: PathOperation,
    private readonly reader: ExampleReader,
    private readonly requests: HttpRequestDefinition[],
    private readonly statusCode: number,
  ) {
    this.method = source.method
    this.path = source.path
    this.pathItem = source.pathItem
    this.operation = source.operation
    this.pathItemPointer = source.pathItemPointer
  }

  get pointer(): string {
    return childPointer(this.pathItemPointer, this.method)
  }

  gather(): ExampleEndpointCall[] {
    const { refs, normalize } = this.reader
    const operation = normalize(this)
    const success = successResponses(operation.responses).chosen[0]
    return operationExamples({
      refs,
      pathTemplate: operation.path,
      parameters: operation.parameters,
      request: operation.body?.media[0],
      requests: this.requests,
      response: success === undefined ? undefined : preferredMedia(refs, success.media, true),
      statusCode: this.statusCode,
    })
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
      declared.push(stringPathParameter(name))
    }
  }
}

/**
 * `list-users` / `list_users` / `listUsers` → `ListUsers`: the words between runs of characters other than ASCII
 * letters and digits, each with its first letter in capitals. A scan rather than split, filter and map: it runs
 * for every operation, on an import's first call unoptimised. Each word is appended as one slice, not character by
 * character: a string per character was 1.3 MB of Kubernetes' 26 MB of allocation.
 */
export function pascalCase(text: string): string {
  let result = ''
  let index = 0
  while (index < text.length) {
    while (index < text.length && !isWordCharacter(text.charCodeAt(index))) index++
    if (index === text.length) break
    const start = index
    while (index < text.length && isWordCharacter(text.charCodeAt(index))) index++
    const first = text.charCodeAt(start)
    const capital = first >= 0x61 && first <= 0x7a ? String.fromCharCode(first - 0x20) : text.charAt(start)
    result += capital + text.slice(start + 1, index)
  }
  return result
}

/** An ASCII letter or digit. */
function isWordCharacter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39)
}
