/**
 * The docs site's api prefix: its own routes (here the key-injection login) live below it. The reference docs
 * site's default, which the explorer's `keyInjection` assumes too; `vite.config.ts` forwards it to the sample
 * API, which plays the docs site's backend.
 */
export const DOCS_API_PREFIX = '/api/fern-docs'
