import { packageBuild } from '@api-explorer/config/tsup'

// The stylesheet is its own entry, so hosts import it once (`@api-explorer/ui/styles.css`); the client-component
// marker is re-added to the bundled JavaScript.
export default packageBuild({
  entry: ['src/index.ts', 'src/styles.css'],
  dts: { entry: 'src/index.ts' },
  banner: { js: "'use client'" },
})
