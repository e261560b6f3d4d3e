import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { RunResult, SnippetRunner } from '../runner.js'
import { commandExists } from './command-exists.js'

/** Runs cURL snippets with `sh` in the working directory (files are referenced by name there). */
export const curlRunner: SnippetRunner = {
  language: 'curl',
  unavailable: () => (commandExists('curl') ? undefined : 'curl not found (apt-get install curl)'),
  run: async (code, workDir) => {
    await writeFile(join(workDir, 'snippet.sh'), `${code} --silent --show-error\n`)
    return runProcess('sh', ['snippet.sh'], workDir, 20_000)
  },
}

/** Runs a command, never rejecting: the exit code, stdout and stderr come back as data. */
export function runProcess(
  command: string,
  args: string[],
  cwd: string,
  timeoutMs: number,
  env?: NodeJS.ProcessEnv,
): Promise<RunResult> {
  return new Promise((resolve) => {
    try {
      execFile(
        command,
        args,
        { cwd, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, env: env ?? process.env },
        (error, stdout, stderr) => {
          const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1
          resolve({ exitCode: code, stdout, stderr: stderr || (error?.message ?? '') })
        },
      )
    } catch (error) {
      resolve({ exitCode: 1, stdout: '', stderr: error instanceof Error ? error.message : String(error) })
    }
  })
}
