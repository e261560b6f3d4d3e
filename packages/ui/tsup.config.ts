import { packageBuild } from '@api-explorer/config/tsup'

// The stylesheet is its own entry, so hosts import it once (`@api-explorer/ui/styles.css`); every JavaScript file,
// lazy chunks included, starts with exactly one client-component marker.
export default packageBuild({
  entry: ['src/index.ts', 'src/styles.css'],
  dts: { entry: 'src/index.ts' },
  clientDirective: true,
})
