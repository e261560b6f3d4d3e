/** What the core tells a reader or a host, worded once. */
export const CORE_MESSAGES = {
  /** Why Send and Connect refuse a loopback target (spec §8). */
  localhostBlocked: 'Cannot send requests to localhost',
  sendDisabled: 'Sending requests is disabled on this page',
  busy: 'A request is already being sent',
  credentialsFailed: (message: string): string => `Could not get fresh credentials: ${message}`,
  unknownItem: (id: string): string => `The API definition has no endpoint or websocket channel "${id}".`,
  notAnEndpoint: (id: string): string => `"${id}" is a websocket channel, not an endpoint.`,
  notAChannel: (id: string): string => `"${id}" is an endpoint, not a websocket channel.`,
} as const
