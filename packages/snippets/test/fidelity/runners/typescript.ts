import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { SnippetRunner } from '../runner.js'
import { runProcess } from './curl.js'

/**
 * Runs TypeScript snippets: transpiled with the `typescript` package's `transpileModule` (ES2022 module, so
 * top-level `await` stays) into `snippet.mjs`, then run with Node. Type checking is not part of running.
 */
export const typescriptRunner: SnippetRunner = {
  language: 'typescript',
  unavailable: () => undefined,
  run: async (code, workDir) => {
    const { default: ts } = await import('typescript')
    const { outputText } = ts.transpileModule(code, {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
      fileName: 'snippet.ts',
    })
    await writeFile(join(workDir, 'snippet.ts'), code)
    await writeFile(join(workDir, 'snippet.mjs'), outputText)
    return runProcess(process.execPath, ['snippet.mjs'], workDir, 20_000)
  },
}
