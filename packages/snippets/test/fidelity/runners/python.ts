import { spawnSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { SnippetRunner } from '../runner.js'
import { runProcess } from './curl.js'

const CANDIDATES = ['python3', '/usr/bin/python3']

let found: { python: string | undefined } | undefined

/** The first Python 3 that can `import requests`, looked up once. */
function pythonWithRequests(): string | undefined {
  found ??= {
    python: CANDIDATES.find(
      (python) =>
        spawnSync(python, ['-c', 'import requests'], { stdio: 'ignore', timeout: 20_000 }).status === 0,
    ),
  }
  return found.python
}

/** Runs Python snippets (`snippet.py`) with a Python 3 that has `requests` (`python3`, else `/usr/bin/python3`). */
export const pythonRunner: SnippetRunner = {
  language: 'python',
  unavailable: () =>
    pythonWithRequests() === undefined
      ? 'python3 with requests not found (apt-get install python3-requests)'
      : undefined,
  run: async (code, workDir) => {
    const python = pythonWithRequests()
    if (python === undefined) {
      return { exitCode: 127, stdout: '', stderr: 'python3 with requests not found' }
    }
    await writeFile(join(workDir, 'snippet.py'), code)
    return runProcess(python, ['snippet.py'], workDir, 20_000, { ...process.env, PYTHONIOENCODING: 'utf-8' })
  },
}
