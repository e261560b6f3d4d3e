/** Where the demo's servers run. `pnpm dev` fills these in; a plain `vite build` uses the default ports. */
export const DEMO_ENV: { sampleApiUrl: string; proxyUrl: string } = {
  sampleApiUrl: import.meta.env.VITE_SAMPLE_API_URL ?? 'http://127.0.0.1:4010',
  proxyUrl: import.meta.env.VITE_PROXY_URL ?? 'http://127.0.0.1:8787',
}
