/**
 * Profiling driver: renders one of the benchmark's requests in some languages many times and prints the mean
 * wall time per render. `pnpm --filter @api-explorer/snippets profile <case> [languages] [count]` runs it
 * under `node --cpu-prof` (profiles in `node_modules/.cache/profiles`, for Chrome DevTools' Performance tab);
 * cases: `urlencoded`, `json` (400 fields each) or `stripe` (Stripe's largest body), built by the benchmark's
 * own `tooling/bench/src/snippets-requests.ts`; languages comma-separated, all by default.
 */
import { SNIPPET_LANGUAGES } from '@api-explorer/model'
import { generateSnippet } from '../src/index.js'
import { json400, stripeRequest, urlencoded400 } from '../../../tooling/bench/src/snippets-requests.js'
import { largestStripeBody } from '../../../tooling/bench/src/snippets-stripe.js'

const [which = 'urlencoded', languages = SNIPPET_LANGUAGES.join(','), count = '1000'] = process.argv.slice(2)
const request =
  which === 'json' ? json400() : which === 'stripe' ? stripeRequest(largestStripeBody()) : urlencoded400()
for (const language of languages.split(',')) {
  const start = performance.now()
  for (let index = 0; index < Number(count); index++) generateSnippet(request, language)
  console.log(language, ((performance.now() - start) / Number(count)).toFixed(3), 'ms')
}
