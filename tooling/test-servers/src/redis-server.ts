import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/** The Redis (or Valkey) server binary on this machine, if any (`pnpm test` installs Debian's redis-server). */
export const redisBinary: string | undefined = ['redis-server', 'valkey-server'].find(
  (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0,
)

/** A real Redis server for tests, on 127.0.0.1 and a free port, without persistence. */
export type TestRedis = {
  url: string
  port: number
  /** Kills the server (SIGKILL: as a crash, no goodbye to clients). */
  kill: () => Promise<void>
  /** Starts it again on the same port, empty. */
  restart: () => Promise<void>
  stop: () => Promise<void>
}

export async function startTestRedis(): Promise<TestRedis> {
  if (redisBinary === undefined) throw new Error('No redis-server or valkey-server on this machine.')
  const binary = redisBinary
  const port = await freePort()
  let child: ChildProcess | undefined = await launch(binary, port)
  const kill = async (): Promise<void> => {
    const running = child
    child = undefined
    if (running === undefined || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGKILL')
    })
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    restart: async () => {
      await kill()
      child = await launch(binary, port)
    },
    stop: kill,
  }
}

async function launch(binary: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 20_000)
    const read = (chunk: Buffer): void => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited with ${code}:\n${output}`))
    })
  })
  child.stdout?.resume()
  child.stderr?.resume()
  return child
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}
