import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { SnippetRunner } from '../runner.js'
import { runProcess } from './curl.js'

/** Runs JavaScript snippets as an ES module (`snippet.mjs`) with the Node that runs the suite. */
export const nodeRunner: SnippetRunner = {
  language: 'javascript',
  unavailable: () => undefined,
  run: async (code, workDir) => {
    await writeFile(join(workDir, 'snippet.mjs'), code)
    return runProcess(process.execPath, ['snippet.mjs'], workDir, 20_000)
  },
}
