import { packageBuild } from '@api-explorer/config/tsup'

// Bundling drops per-file directives, so every emitted JavaScript file gets exactly one client-component marker.
export default packageBuild({ clientDirective: true })
