import { spawn, spawnSync } from 'node:child_process'

/** pnpm as the workspace pins it, through npx, so a machine with only Node and npm runs it. */
export const PNPM: string[] = ['npx', '--yes', 'pnpm@10.34.8']

/** Where a command runs and what it prints. */
export type RunOptions = {
  cwd: string
  env?: NodeJS.ProcessEnv
  /** Keep the output (returned) instead of passing it through; it is printed when the command fails. */
  quiet?: boolean
}

/** Runs a command to its end; throws with its output when it exits non-zero. Returns stdout and stderr. */
export function run(command: string[], { cwd, env, quiet = false }: RunOptions): string {
  const [file, ...args] = command
  if (file == null) throw new Error('no command given')
  const result = spawnSync(file, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
    maxBuffer: 256 * 1024 * 1024,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.error != null) throw result.error
  if (result.status !== 0) {
    if (quiet) process.stderr.write(output)
    throw new Error(`\`${command.join(' ')}\` in ${cwd} exited with ${result.status ?? result.signal}`)
  }
  return output
}

/** Runs one named step, printing its title and how long it took. */
export async function step<T>(
  title: string,
  timings: [string, number][],
  body: () => T | Promise<T>,
): Promise<T> {
  console.log(`\n\u001b[1m-- ${title}\u001b[0m`)
  const start = performance.now()
  try {
    return await body()
  } finally {
    const seconds = (performance.now() - start) / 1000
    timings.push([title, seconds])
    console.log(`   (${seconds.toFixed(1)} s)`)
  }
}

/** Like {@link run}, without blocking, so independent installs overlap; output is kept and shown on failure. */
export function runAsync(command: string[], { cwd, env }: RunOptions): Promise<string> {
  const [file, ...args] = command
  if (file == null) return Promise.reject(new Error('no command given'))
  return new Promise((resolvePromise, reject) => {
    const child = spawn(file, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) resolvePromise(output)
      else {
        process.stderr.write(output)
        reject(new Error(`\`${command.join(' ')}\` in ${cwd} exited with ${code ?? signal}`))
      }
    })
  })
}

/** Maps with at most `limit` calls at once, keeping the order of `items`. */
export async function mapConcurrently<T, R>(
  items: T[],
  limit: number,
  body: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++
      results[index] = await body(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
