import type {
  ApiDefinition,
  EndpointDefinition,
  HttpRequestBodyShape,
  ObjectProperty,
  WebSocketChannel,
  WebSocketMessage,
} from '@api-explorer/model'
import type { ParameterSection } from './form-state.js'

/** What a form is the form of: an endpoint or a websocket channel, with the definition its types live in. */
export type FormTarget =
  | { type: 'endpoint'; definition: ApiDefinition; endpoint: EndpointDefinition }
  | { type: 'websocket'; definition: ApiDefinition; channel: WebSocketChannel }

/** The sections of a form that hold named parameters, in the order a form shows them. */
export const PARAMETER_SECTIONS: readonly ParameterSection[] = [
  'headers',
  'pathParameters',
  'queryParameters',
]

/** The parameters a section declares: headers are the definition's global headers, then the target's own. */
export function declaredParameters(target: FormTarget, section: ParameterSection): ObjectProperty[] {
  const owner = target.type === 'endpoint' ? target.endpoint : target.channel
  switch (section) {
    case 'headers':
      return [...(target.definition.globalHeaders ?? []), ...(owner.requestHeaders ?? [])]
    case 'pathParameters':
      return owner.pathParameters ?? []
    case 'queryParameters':
      return owner.queryParameters ?? []
    default:
      section satisfies never
      return []
  }
}

/** The declared parameter a form key names; header names match whatever their case. */
export function findParameter(
  target: FormTarget,
  section: ParameterSection,
  key: string,
): ObjectProperty | undefined {
  const parameters = declaredParameters(target, section)
  const exact = parameters.find((parameter) => parameter.key === key)
  if (exact != null || section !== 'headers') {
    return exact
  }
  const lower = key.toLowerCase()
  return parameters.find((parameter) => parameter.key.toLowerCase() === lower)
}

/** The request body the playground fills: the endpoint's first. */
export function requestBodyShape(target: FormTarget): HttpRequestBodyShape | undefined {
  return target.type === 'endpoint' ? target.endpoint.requests?.[0]?.body : undefined
}

/** The messages a reader can send on a channel. */
export function clientMessages(channel: WebSocketChannel): WebSocketMessage[] {
  return channel.messages.filter((message) => message.origin === 'client')
}
