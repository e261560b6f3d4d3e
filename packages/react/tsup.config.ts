import { packageBuild } from '@api-explorer/config/tsup'

// Bundling drops per-file directives, so the client-component marker is re-added to the output.
export default packageBuild({ banner: { js: "'use client'" } })
