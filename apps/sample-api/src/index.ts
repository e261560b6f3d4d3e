export type { RunningSampleApi, SampleApiOptions } from './server.js'
export { DEFAULT_SAMPLE_API_PORT, startSampleApi } from './server.js'
export { sampleApiDefinition } from './definition/index.js'
export { definitionForOrigin } from './definition/definition-for-origin.js'
export {
  DEFAULT_SCOPE,
  DEMO_CREDENTIALS,
  DEMO_PRINCIPAL,
  DOCS_READER_PRINCIPAL,
  TOKEN_LIFETIME_SECONDS,
} from './demo-credentials.js'
export { createSampleApp } from './app.js'
export type { SampleApiState } from './state.js'
export { createSampleApiState } from './state.js'
export type { Role, User } from './users/user.js'
export { SEED_USERS } from './users/user.js'
export type { KitchenSinkEndpointId } from './definition/kitchen-sink.js'
export { KITCHEN_SINK_ENDPOINT_IDS, KITCHEN_SINK_SUBPACKAGE } from './definition/kitchen-sink.js'
export { KITCHEN_SINK_TYPES } from './definition/kitchen-sink-types.js'
export {
  EXAMPLE_BOUNDARY,
  KITCHEN_SINK_EXAMPLE_BODY,
  KITCHEN_SINK_EXAMPLE_BYTES_BASE64,
  KITCHEN_SINK_EXAMPLE_PARTS,
  exampleMultipartBody,
} from './definition/kitchen-sink-examples.js'
export type { ExamplePart } from './definition/kitchen-sink-examples.js'
export type { EchoPair, EchoPart, EchoResponse } from './support/echo-body.js'
export { ECHO_PART_TEXT_MAX_BYTES, MAX_BODY_BYTES } from './limits.js'
export type { KeyInjectionConfigBody } from './routes/key-injection.js'
export { DOCS_API_PREFIX, DOCS_SESSION_COOKIE, RETURN_TO_QUERY_PARAM } from './routes/key-injection.js'
