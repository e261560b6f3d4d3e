import { CLI_USAGE, parseCliCommand } from './cli-options.js'
import { DEFAULT_DRAIN_MS } from './node/drain.js'
import { startProxyServer } from './node/node-server.js'
import type { RateLimitStoreFactory } from './policy/rate-limit-store.js'

async function main(): Promise<void> {
  let command
  try {
    command = parseCliCommand(process.argv.slice(2), process.env)
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${CLI_USAGE}`)
    process.exitCode = 2
    return
  }
  if (command.type === 'help') {
    console.log(CLI_USAGE)
    return
  }
  let proxy
  try {
    proxy = await startProxyServer({
      ...command.options,
      ...(command.redisUrl === undefined ? {} : { rateLimitStore: await redisStore(command.redisUrl) }),
      ...(command.log
        ? { log: (event) => console.log(JSON.stringify({ time: new Date().toISOString(), ...event })) }
        : {}),
      ...(command.metricsPort === undefined ? {} : { metrics: { port: command.metricsPort } }),
    })
  } catch (error) {
    console.error(`Could not start the proxy: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
    return
  }
  console.log(`API Explorer proxy listening on ${proxy.url}`)
  if (proxy.metricsUrl !== undefined) console.log(`Metrics at ${proxy.metricsUrl}`)
  const running = proxy
  const drainMs = command.drainMs ?? DEFAULT_DRAIN_MS
  let signals = 0
  // The first SIGTERM/SIGINT drains (503 to new requests, those in flight go on up to --drain ms); a second
  // one cuts what is left at once. Either way the process exits 0 once everything is closed.
  const stop = (signal: NodeJS.Signals): void => {
    signals++
    if (signals === 1) console.log(`${signal}: draining, up to ${drainMs} ms (a second signal stops at once)`)
    else console.log(`${signal}: stopping now`)
    void running.close({ drainMs: signals === 1 ? drainMs : 0 }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Could not close cleanly: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

/** The Redis store of `--redis`; ioredis is loaded only by the processes that use it. */
async function redisStore(url: string): Promise<RateLimitStoreFactory> {
  const { redisRateLimitStore } = await import('./redis.js')
  return redisRateLimitStore({ url, warn: (message) => console.warn(`--redis: ${message}`) })
}

await main()
