/**
 * The benchmark's child processes, one way: sections, fresh-process samples and the packages' measuring scripts
 * all run as children whose output is read once they exit.
 */
import { spawn } from 'node:child_process'

type RunOptions = {
  cwd?: string
  env?: NodeJS.ProcessEnv
  /** `collect`: stderr joins the output (for an error message); `inherit`: it goes to ours (progress). */
  stderr: 'collect' | 'inherit'
}

/** Runs a command to its end; resolves with what it printed, rejects with `what` and the output on a non-zero exit. */
export function runForOutput(
  command: string,
  args: readonly string[],
  options: RunOptions,
  what: string,
): Promise<string> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', options.stderr === 'collect' ? 'pipe' : 'inherit'],
  })
  let output = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${what} exited with ${code}:\n${output}`.trimEnd())),
    )
  })
}

/** Runs a node script that prints its result as its last stdout line, JSON; resolves with that value. */
export async function runForJsonLine<T>(
  args: readonly string[],
  options: Omit<RunOptions, 'stderr'>,
  what: string,
): Promise<T> {
  const output = await runForOutput(process.execPath, args, { ...options, stderr: 'inherit' }, what)
  const last = output.trim().split('\n').at(-1) ?? ''
  if (!last.startsWith('{') && !last.startsWith('[')) throw new Error(`${what} printed no JSON line`)
  return JSON.parse(last) as T
}
