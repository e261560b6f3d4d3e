import type {
  ApiDefinition,
  EndpointDefinition,
  PlaygroundConfiguration,
  WebSocketChannel,
} from '@api-explorer/model'
import { effectiveEnvironment, emptyValue, emptyValues, resolvePlaygroundState } from '@api-explorer/model'
import { endpointExample, overlayParameters, webSocketExample } from './apply-example.js'
import { setOwnEntry } from './form-path.js'
import type { EndpointFormState, ParameterSection, WebSocketFormState } from './form-state.js'
import type { FormTarget } from './form-target.js'
import { clientMessages, declaredParameters, requestBodyShape } from './form-target.js'
import { emptyBody } from './seed-values.js'

/** Options of {@link initialEndpointFormState} and {@link initialWebSocketFormState}. */
export type InitialFormStateOptions = {
  /** Lay an example over the blank seeds. Defaults to `true`. */
  withExample?: boolean
  /**
   * When the definition has no example, make one from the types (see `exampleValue` in the model): the
   * "Use example" behaviour. Defaults to `false`.
   */
  generateExample?: boolean
  /**
   * The site configuration's playground section (`{ initial_state?, env_state? }`): its headers, path and query
   * parameters are laid over the example (only parameters the target declares). Its `auth` is the auth state's.
   */
  initialState?: PlaygroundConfiguration
  /**
   * The environment the reader picked. The `env_state` entry applied is the effective environment's: this one
   * when the target declares it, else the target's default, else its first (see `effectiveEnvironment`).
   */
  environmentId?: string
  /** The clock for date seeds. */
  now?: Date
}

/**
 * The form a reader first sees, in three layers, each over the one before: blank seeds for the required values
 * (see `emptyValue` in the model), then the first example (its values for undeclared parameters are ignored),
 * then the site's preset values (`initial_state` with the effective environment's `env_state` over it).
 */
export function initialEndpointFormState(
  definition: ApiDefinition,
  endpoint: EndpointDefinition,
  options: InitialFormStateOptions = {},
): EndpointFormState {
  const target: FormTarget = { type: 'endpoint', definition, endpoint }
  const now = options.now ?? new Date()
  const state: EndpointFormState = { type: 'endpoint', ...seedSections(target, now) }
  const bodyShape = requestBodyShape(target)
  if (bodyShape != null) {
    state.body = emptyBody(bodyShape, definition.types, now)
  }
  if (options.withExample !== false) {
    endpointExample(target, state, now, options.generateExample === true)
  }
  applyInitialState(target, state, options)
  return state
}

/**
 * The form of a websocket channel: seeded handshake parameters and one blank draft per client message type,
 * then the channel's first example session (its first message of each client type), then the site's presets.
 */
export function initialWebSocketFormState(
  definition: ApiDefinition,
  channel: WebSocketChannel,
  options: InitialFormStateOptions = {},
): WebSocketFormState {
  const target: FormTarget = { type: 'websocket', definition, channel }
  const now = options.now ?? new Date()
  const messages: Record<string, unknown> = {}
  for (const message of clientMessages(channel)) {
    const seed = emptyValue(message.body, definition.types, { now })
    if (seed !== undefined) {
      setOwnEntry(messages, message.type, seed)
    }
  }
  const state: WebSocketFormState = { type: 'websocket', ...seedSections(target, now), messages }
  if (options.withExample !== false) {
    webSocketExample(target, state, options.generateExample === true)
  }
  applyInitialState(target, state, options)
  return state
}

function seedSections(target: FormTarget, now: Date): Record<ParameterSection, Record<string, unknown>> {
  const { types } = target.definition
  return {
    headers: emptyValues(declaredParameters(target, 'headers'), types, { now }),
    pathParameters: emptyValues(declaredParameters(target, 'pathParameters'), types, { now }),
    queryParameters: emptyValues(declaredParameters(target, 'queryParameters'), types, { now }),
  }
}

function applyInitialState(
  target: FormTarget,
  state: EndpointFormState | WebSocketFormState,
  options: InitialFormStateOptions,
): void {
  if (options.initialState == null) {
    return
  }
  const owner = target.type === 'endpoint' ? target.endpoint : target.channel
  const preset = resolvePlaygroundState(
    options.initialState,
    effectiveEnvironment(owner, options.environmentId)?.id,
  )
  overlayParameters(target, state, {
    headers: preset.headers,
    pathParameters: preset.path_parameters,
    queryParameters: preset.query_parameters,
  })
}
