/** A stylesheet imported as text (`?inline`): Vite reads it so in tests, the package build inlines it (tsup plugin). */
declare module '*.css?inline' {
  const css: string
  export default css
}
