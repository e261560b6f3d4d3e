/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SAMPLE_API_URL?: string
  readonly VITE_PROXY_URL?: string
}
