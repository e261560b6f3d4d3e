import type { SdkType } from '../template-types.js'

/** The package registries the generators publish to unless told otherwise. */
export const DEFAULT_PACKAGE_REGISTRIES: Readonly<{ npm: string; pypi: string; rubygems: string }> = {
  npm: 'https://registry.npmjs.org',
  pypi: 'https://upload.pypi.org/legacy/',
  rubygems: 'https://rubygems.org',
}

/**
 * The generator defaults of the playground spec (§9): unit tests are written, OAuth clients and paginated
 * clients are generated, and packages go to the default registries. They are the configuration an SDK has
 * when its own configuration does not say otherwise.
 */
export const SDK_GENERATOR_DEFAULTS: Readonly<{
  writeUnitTests: boolean
  generateOAuthClients: boolean
  generatePaginatedClients: boolean
}> = {
  writeUnitTests: true,
  generateOAuthClients: true,
  generatePaginatedClients: true,
}

/** How one SDK was generated: what snippets for it must import and call. */
export interface SdkConfiguration {
  /** The SDK's language. */
  language: SdkType
  /**
   * Where the SDK is installed from and imported as: the npm or PyPI package, the Maven `group:artifact`, the
   * gem, the NuGet package, the Go module path or the Composer package (`vendor/name`).
   */
  package: string
  /** The client class (`AcmeClient`). */
  clientName: string
  /** The version shown in install commands; the latest when absent. */
  version?: string
  /**
   * The namespace code lives in, where the language has one apart from the package: the Java package
   * (default: the Maven group id), the C# namespace (default: the NuGet package) and the PHP namespace
   * (default: the Composer package in PascalCase, `acme/acme-php` → `Acme`).
   */
  namespace?: string
  /** Whether the generator wrote unit tests (default true). Recorded only: it does not change a snippet. */
  writeUnitTests?: boolean
  /** OAuth client-credentials APIs get a client that fetches its own token (default true). */
  generateOAuthClients?: boolean
  /** Paged endpoints return an iterator over all items (default true). */
  generatePaginatedClients?: boolean
  /** The npm, PyPI or RubyGems registry the package is published to (default: the public one). */
  registry?: string
}

/** A {@link SdkConfiguration} with every default filled in. */
export type ResolvedSdkConfiguration = Required<Omit<SdkConfiguration, 'version' | 'registry'>> &
  Pick<SdkConfiguration, 'version'> & { registry: string | undefined }

/** The configuration with the generator defaults filled in. */
export function resolveSdkConfiguration(configuration: SdkConfiguration): ResolvedSdkConfiguration {
  return {
    ...SDK_GENERATOR_DEFAULTS,
    ...definedOnly(configuration),
    language: configuration.language,
    package: configuration.package,
    clientName: configuration.clientName,
    namespace: configuration.namespace ?? defaultNamespace(configuration),
    registry: configuration.registry ?? defaultRegistry(configuration.language),
  }
}

/** The public registry of a language whose packages have a default one. */
export function defaultRegistry(language: SdkType): string | undefined {
  switch (language) {
    case 'typescript':
      return DEFAULT_PACKAGE_REGISTRIES.npm
    case 'python':
      return DEFAULT_PACKAGE_REGISTRIES.pypi
    case 'ruby':
      return DEFAULT_PACKAGE_REGISTRIES.rubygems
    default:
      return undefined
  }
}

function defaultNamespace({ language, package: name }: SdkConfiguration): string {
  switch (language) {
    case 'java':
      return name.split(':')[0] ?? name
    case 'php': {
      const project = name.split('/')[0] ?? name
      return project
        .split(/[^A-Za-z0-9]+/)
        .filter((word) => word !== '')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join('')
    }
    default:
      return name
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>
}
