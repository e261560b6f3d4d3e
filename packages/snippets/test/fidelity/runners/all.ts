import { it } from 'vitest'

import type { SnippetRunner } from '../runner.js'
import { toolchainsRequired } from './command-exists.js'
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

/**
 * Declares one test per language of {@link FIDELITY_RUNNERS}, named after it: skipped, with the reason in its
 * title, where the toolchain is missing, and failing instead in CI, which installs them all.
 */
export function itForEachLanguage(body: (runner: SnippetRunner) => Promise<void>, timeoutMs: number): void {
  for (const runner of FIDELITY_RUNNERS) {
    const missing = runner.unavailable()
    it.skipIf(missing !== undefined && !toolchainsRequired())(
      `${runner.language}${missing === undefined ? '' : ` (skipped: ${missing})`}`,
      async () => {
        if (missing !== undefined) {
          throw new Error(`The ${runner.language} toolchain is required in CI: ${missing}`)
        }
        await body(runner)
      },
      timeoutMs,
    )
  }
}
