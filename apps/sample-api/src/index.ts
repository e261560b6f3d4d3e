export type { RunningSampleApi, SampleApiOptions } from './server.js'
export { DEFAULT_SAMPLE_API_PORT, startSampleApi } from './server.js'
export { sampleApiDefinition } from './definition/index.js'
export { definitionForOrigin } from './definition/definition-for-origin.js'
export {
  DEFAULT_SCOPE,
  DEMO_CREDENTIALS,
  DEMO_PRINCIPAL,
  TOKEN_LIFETIME_SECONDS,
} from './demo-credentials.js'
export { createSampleApp } from './app.js'
export type { SampleApiState } from './state.js'
export { createSampleApiState } from './state.js'
export type { Role, User } from './users/user.js'
export { SEED_USERS } from './users/user.js'
