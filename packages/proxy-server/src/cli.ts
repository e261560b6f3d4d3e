import { CLI_USAGE, parseCliCommand } from './cli-options.js'
import { startProxyServer } from './node/node-server.js'

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

await main()
