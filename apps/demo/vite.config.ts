import react from '@vitejs/plugin-react'
import type { ProxyOptions } from 'vite'
import { defaultClientConditions, defineConfig } from 'vite'

// The docs site's own routes (key-injection login) live under its api prefix. The sample API plays the docs
// site's backend here, so the page's origin forwards the prefix to it: the session cookie is first-party and
// the login, config and logout calls are same-origin, as on a real docs site. `pnpm dev` sets the variable;
// `vite build` + `vite preview` use the sample API's default port.
const DOCS_API_PREFIX = '/api/fern-docs'
const docsBackend: Record<string, ProxyOptions> = {
  [DOCS_API_PREFIX]: { target: process.env.VITE_SAMPLE_API_URL ?? 'http://127.0.0.1:4010' },
}

// What the UI kit loads on demand. Bundled up front, so the dev server never finds one mid-session and reloads
// the page to re-optimise (a reader would lose the form; a browser test its state).
const GRAMMARS = [
  'bash',
  'typescript',
  'javascript',
  'python',
  'go',
  'ruby',
  'php',
  'java',
  'csharp',
  'swift',
  'json',
]
const LAZY_DEPENDENCIES = [
  'react-resizable-panels',
  'lowlight',
  'highlight.js/lib/core',
  ...GRAMMARS.map((grammar) => `highlight.js/lib/languages/${grammar}`),
  '@tanstack/react-virtual',
  'marked',
  'dompurify',
  'match-sorter',
].map((dependency) => `@api-explorer/ui > ${dependency}`)

// Workspace packages resolve to their TypeScript sources, so the demo never needs a prior build.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@api-explorer/source', ...defaultClientConditions] },
  optimizeDeps: {
    include: [
      ...LAZY_DEPENDENCIES,
      '@api-explorer/ui > @api-explorer/react > @api-explorer/core > @api-explorer/auth-state > jsonpath-plus',
    ],
  },
  server: { proxy: docsBackend },
  preview: { proxy: docsBackend },
})
