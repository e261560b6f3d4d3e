import type { ApiDefinition, EndpointDefinition, WebSocketChannel } from '@api-explorer/model'
import { emptyValue, emptyValues } from '@api-explorer/model'
import { endpointExample, overlayParameters, webSocketExample } from './apply-example.js'
import { setOwnEntry } from './form-path.js'
import type { EndpointFormState, ParameterSection, WebSocketFormState } from './form-state.js'
import type { FormTarget } from './form-target.js'
import { clientMessages, declaredParameters, requestBodyShape } from './form-target.js'
import { emptyBody } from './seed-values.js'

/** Parameter values a docs site presets for every endpoint (the site configuration's `initial_state`). */
export type PlaygroundInitialValues = {
  headers?: Record<string, unknown>
  path_parameters?: Record<string, unknown>
  query_parameters?: Record<string, unknown>
}

/**
 * The site configuration's `PlaygroundInitialState`: preset parameter values, with per-environment overrides
 * (`env_state`, keyed by environment id) merged over them when that environment is the current one. Its `auth`
 * part belongs to the auth state and is not read here.
 */
export type PlaygroundInitialState = PlaygroundInitialValues & {
  auth?: { bearer_token?: string; basic?: { username?: string; password?: string } }
  env_state?: Record<string, PlaygroundInitialValues>
}

/** Options of {@link initialEndpointFormState} and {@link initialWebSocketFormState}. */
export type InitialFormStateOptions = {
  /** Lay an example over the blank seeds. Defaults to `true`. */
  withExample?: boolean
  /**
   * When the definition has no example, make one from the types (see `exampleValue` in the model): the
   * "Use example" behaviour. Defaults to `false`.
   */
  generateExample?: boolean
  /** Preset values of the site, laid over the example (only parameters the endpoint declares). */
  initialState?: PlaygroundInitialState
  /** The current environment, which picks the `env_state` overrides of `initialState`. */
  environmentId?: string
  /** The clock for date seeds. */
  now?: Date
}

/**
 * The form a reader first sees, in three layers, each over the one before: blank seeds for the required values
 * (see `emptyValue` in the model), then the first example (its values for undeclared parameters are ignored),
 * then the site's preset values.
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
  const preset = options.initialState
  if (preset == null) {
    return
  }
  const environment =
    options.environmentId != null &&
    preset.env_state != null &&
    Object.hasOwn(preset.env_state, options.environmentId)
      ? preset.env_state[options.environmentId]
      : undefined
  for (const layer of [preset, environment]) {
    if (layer != null) {
      overlayParameters(target, state, {
        headers: layer.headers,
        pathParameters: layer.path_parameters,
        queryParameters: layer.query_parameters,
      })
    }
  }
}
