import { packageBuild } from '@api-explorer/config/tsup'

// The stylesheet is its own entry, so hosts import it once (`@api-explorer/ui/styles.css`); every JavaScript file,
// lazy chunks included, starts with exactly one client-component marker. `skeleton`: the overlay before its
// definition is complete, without the provider and the playgrounds (src/skeleton.ts).
export default packageBuild({
  entry: ['src/index.ts', 'src/skeleton.ts', 'src/styles.css'],
  dts: { entry: ['src/index.ts', 'src/skeleton.ts'] },
  clientDirective: true,
})
