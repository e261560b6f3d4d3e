import { packageBuild } from '@api-explorer/config/tsup'

// The fetch variants behind package.json `imports` `#node-target-fetch` are entries of their own and the import
// stays external, so that a consumer's bundler picks one by its conditions: a Workers build (wrangler:
// workerd, worker) gets the variant without undici and node: built-ins, Node gets undici's.
const NODE_TARGET_FETCH_VARIANTS = [
  'src/fetch/node-target-fetch.ts',
  'src/fetch/node-target-fetch-unavailable.ts',
]
const ENTRIES = ['src/index.ts', 'src/cli.ts', 'src/redis.ts', 'src/worker/index.ts']

export default packageBuild({
  entry: [...ENTRIES, ...NODE_TARGET_FETCH_VARIANTS],
  // Declarations for the public entries only; the variants are private (reached through `imports`).
  dts: { entry: ENTRIES },
  external: ['#node-target-fetch'],
})
