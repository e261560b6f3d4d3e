import type { SnippetRunner } from '../runner.js'
import { curlRunner } from './curl.js'
import { goRunner } from './go.js'
import { javaRunner } from './java.js'
import { nodeRunner } from './node.js'
import { phpRunner } from './php.js'
import { pythonRunner } from './python.js'
import { rubyRunner } from './ruby.js'
import { typescriptRunner } from './typescript.js'

/**
 * Every language whose snippets the fidelity suite and the replay property run: the ones with a toolchain CI
 * installs (C# and Swift need the .NET SDK and a Swift toolchain, which Debian does not package for CI here).
 */
export const FIDELITY_RUNNERS: readonly SnippetRunner[] = [
  curlRunner,
  pythonRunner,
  nodeRunner,
  typescriptRunner,
  goRunner,
  rubyRunner,
  phpRunner,
  javaRunner,
]
