import type { FetchFunction, RetryPolicy } from '@api-explorer/fetcher'
import { fetcher as defaultFetcher } from '@api-explorer/fetcher'
import type { ApisArea } from './areas/apis.js'
import { createApisArea } from './areas/apis.js'
import type { CliArea } from './areas/cli.js'
import { createCliArea } from './areas/cli.js'
import type { DashboardArea } from './areas/dashboard.js'
import { createDashboardArea } from './areas/dashboard.js'
import type { DocsCacheArea } from './areas/docs-cache.js'
import { createDocsCacheArea } from './areas/docs-cache.js'
import type { DocsV2Area } from './areas/docs-v2.js'
import { createDocsV2Area } from './areas/docs-v2.js'
import type { DocsArea } from './areas/docs.js'
import { createDocsArea } from './areas/docs.js'
import type { GeneratorVersionsArea } from './areas/generator-versions.js'
import { createGeneratorVersionsArea } from './areas/generator-versions.js'
import type { GeneratorsArea } from './areas/generators.js'
import { createGeneratorsArea } from './areas/generators.js'
import type { GitArea } from './areas/git.js'
import { createGitArea } from './areas/git.js'
import type { SdksArea } from './areas/sdks.js'
import { createSdksArea } from './areas/sdks.js'
import type { SnippetTemplatesArea } from './areas/snippet-templates.js'
import { createSnippetTemplatesArea } from './areas/snippet-templates.js'
import type { SnippetsArea } from './areas/snippets.js'
import { createSnippetsArea } from './areas/snippets.js'
import type { TokensArea } from './areas/tokens.js'
import { createTokensArea } from './areas/tokens.js'
import type { CallContext, TokenSupplier } from './call.js'
import type { RegistryEnvironment } from './environments.js'
import { RegistryEnvironment as Environments } from './environments.js'
import { mergeHeaders } from './merge-options.js'
import { runtimeHeaders } from './runtime-headers.js'

/** Options of {@link createRegistryClient}. */
export interface RegistryClientOptions {
  /** The registry's base URL: a {@link RegistryEnvironment} or any other origin. Default: production. */
  readonly environment?: RegistryEnvironment | (string & {})
  /** The bearer token, or a function (sync or async) asked before every call. Absent or empty: no header. */
  readonly token?: TokenSupplier
  /** Per attempt, in milliseconds. Default: none. */
  readonly timeoutMs?: number
  /** Retries beyond the first attempt for 408, 429 and ≥ 500. Default: 2. */
  readonly maxRetries?: number
  /** The rest of the retry policy (delays, jitter, statuses). */
  readonly retry?: Partial<RetryPolicy>
  /** Headers sent with every call, names in any case; `undefined` removes a default header. */
  readonly headers?: Readonly<Record<string, string | undefined>>
  /** Send cookies and HTTP auth cross-origin (`credentials: 'include'`). Default: the runtime's default. */
  readonly withCredentials?: boolean
  /** A fetch implementation, handed to the fetcher. */
  readonly fetch?: typeof globalThis.fetch
  /** The HTTP layer. Default: `fetcher` from `@api-explorer/fetcher`. */
  readonly fetcher?: FetchFunction
}

/** One property per area of the registry; each method is one registry call. */
export interface RegistryClient {
  /** API definitions. */
  readonly apis: ApisArea
  /** The docs cache. */
  readonly docsCache: DocsCacheArea
  /** The dashboard. */
  readonly dashboard: DashboardArea
  /** Docs sites, first generation. */
  readonly docs: DocsArea
  /** Docs sites, second generation. */
  readonly docsV2: DocsV2Area
  /** Releases of the command-line tool. */
  readonly cli: CliArea
  /** Releases of generators. */
  readonly generatorVersions: GeneratorVersionsArea
  /** Generators. */
  readonly generators: GeneratorsArea
  /** Generator repositories and pull requests. */
  readonly git: GitArea
  /** SDK versioning. */
  readonly sdks: SdksArea
  /** Snippets. */
  readonly snippets: SnippetsArea
  /** Snippet templates. */
  readonly snippetTemplates: SnippetTemplatesArea
  /** Tokens. */
  readonly tokens: TokensArea
}

/** Creates a client of the registry. Nothing is sent until a method is called. */
export function createRegistryClient(options: RegistryClientOptions = {}): RegistryClient {
  const context: CallContext = {
    baseUrl: (options.environment ?? Environments.Production).replace(/\/+$/, ''),
    fetcher: options.fetcher ?? defaultFetcher,
    token: options.token,
    headers: mergeHeaders(runtimeHeaders(), options.headers ?? {}),
    timeoutMs: options.timeoutMs,
    maxRetries: options.maxRetries,
    retry: options.retry,
    withCredentials: options.withCredentials,
    fetch: options.fetch,
  }
  return {
    apis: createApisArea(context),
    docsCache: createDocsCacheArea(context),
    dashboard: createDashboardArea(context),
    docs: createDocsArea(context),
    docsV2: createDocsV2Area(context),
    cli: createCliArea(context),
    generatorVersions: createGeneratorVersionsArea(context),
    generators: createGeneratorsArea(context),
    git: createGitArea(context),
    sdks: createSdksArea(context),
    snippets: createSnippetsArea(context),
    snippetTemplates: createSnippetTemplatesArea(context),
    tokens: createTokensArea(context),
  }
}
