import { CLI_USAGE, parseCliCommand } from './cli-options.js'
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
    })
  } catch (error) {
    console.error(`Could not start the proxy: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
    return
  }
  console.log(`API Explorer proxy listening on ${proxy.url}`)
  const stop = (): void => {
    void proxy.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/** The Redis store of `--redis`; ioredis is loaded only by the processes that use it. */
async function redisStore(url: string): Promise<RateLimitStoreFactory> {
  const { redisRateLimitStore } = await import('./redis.js')
  return redisRateLimitStore({ url, warn: (message) => console.warn(`--redis: ${message}`) })
}

await main()
