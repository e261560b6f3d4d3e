import { CLI_USAGE, parseSampleApiCommand } from './cli-options.js'
import { startSampleApi } from './server.js'

async function main(): Promise<void> {
  let command
  try {
    command = parseSampleApiCommand(process.argv.slice(2), process.env)
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${CLI_USAGE}`)
    process.exitCode = 2
    return
  }
  if (command.type === 'help') {
    console.log(CLI_USAGE)
    return
  }
  let api
  try {
    api = await startSampleApi({ port: command.port })
  } catch (error) {
    console.error(`Could not start the sample API: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
    return
  }
  console.log(`Sample API listening on ${api.url}`)
  const stop = (): void => {
    void api.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

await main()
