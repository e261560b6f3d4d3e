import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** The proxy's CLI running in a process of its own, from the sources. */
export type CliProcess = {
  /** e.g. `http://127.0.0.1:41234`, read from the CLI's first line. */
  url: string
  child: ChildProcess
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string
  /** Resolves with the exit code (and signal) when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** The first group of `pattern` (or the whole match) once the process has printed it. */
  waitForOutput: (pattern: RegExp) => Promise<string>
  /** Kills the process if it still runs (SIGKILL) and waits for its end. */
  stop: () => Promise<void>
}

/** Runs `api-explorer-proxy <args>` (tsx on src/cli.ts) and waits for it to listen. */
export async function startCli(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<CliProcess> {
  const child = spawnCli(args, env)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let ended = false
  void exited.then(() => (ended = true))
  const waitForOutput = async (pattern: RegExp): Promise<string> => {
    for (;;) {
      const match = pattern.exec(output)
      if (match !== null) return match[1] ?? match[0]
      if (ended) throw new Error(`the proxy exited before printing ${pattern}:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  const url = await waitForOutput(/listening on (http:\/\/\S+)/)
  return {
    url,
    child,
    output: () => output,
    exited,
    waitForOutput,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

/** Runs the CLI to its end (for arguments it refuses) and returns its exit code and output. */
export async function runCli(args: readonly string[]): Promise<{ code: number | null; output: string }> {
  const child = spawnCli(args, {})
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, output }
}

function spawnCli(args: readonly string[], env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@api-explorer/source', 'src/cli.ts', ...args],
    { cwd: packageDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
}
