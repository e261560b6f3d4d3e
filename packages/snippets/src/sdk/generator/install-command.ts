import type { SdkConfiguration } from './sdk-configuration.js'
import { DEFAULT_PACKAGE_REGISTRIES } from './sdk-configuration.js'
import { shellQuote } from '../../shell-quote.js'

/**
 * The command that installs an SDK: npm, pip and gem name the registry when it is not the public default;
 * Java gets the Gradle dependency line, C# `dotnet add package`, Go `go get`, PHP `composer require`. The
 * version is pinned when the configuration has one.
 */
export function sdkInstallCommand(configuration: SdkConfiguration): string {
  const { language, version, registry } = configuration
  const name = configuration.package
  const quoted = shellQuote(name)
  switch (language) {
    case 'typescript':
      return `npm install ${version === undefined ? quoted : shellQuote(`${name}@${version}`)}${flag('--registry', registry, DEFAULT_PACKAGE_REGISTRIES.npm)}`
    case 'python':
      return `pip install ${version === undefined ? quoted : shellQuote(`${name}==${version}`)}${flag('--index-url', registry, DEFAULT_PACKAGE_REGISTRIES.pypi)}`
    case 'ruby':
      return `gem install ${quoted}${version === undefined ? '' : ` --version ${shellQuote(version)}`}${flag('--source', registry, DEFAULT_PACKAGE_REGISTRIES.rubygems)}`
    case 'java':
      return `implementation ${JSON.stringify(`${name}:${version ?? '+'}`)}`
    case 'csharp':
      return `dotnet add package ${quoted}${version === undefined ? '' : ` --version ${shellQuote(version)}`}`
    case 'go':
      return `go get ${shellQuote(`${name}${version === undefined ? '' : `@${version.startsWith('v') ? version : `v${version}`}`}`)}`
    case 'php':
      return `composer require ${shellQuote(`${name}${version === undefined ? '' : `:${version}`}`)}`
  }
}

function flag(name: string, registry: string | undefined, publicRegistry: string): string {
  return registry === undefined || registry === publicRegistry ? '' : ` ${name} ${shellQuote(registry)}`
}
