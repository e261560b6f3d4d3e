import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// Workspace packages resolve to their TypeScript sources, so the demo never needs a prior build.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@api-explorer/source', ...defaultClientConditions] },
})
