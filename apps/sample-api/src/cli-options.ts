import { DEFAULT_SAMPLE_API_PORT } from './server.js'

/** Usage text of the sample API's command line. */
export const CLI_USAGE: string = `Usage: sample-api [--port <port>]

Starts the API Explorer sample API on 127.0.0.1.

  --port <port>   Port to listen on (default ${DEFAULT_SAMPLE_API_PORT}, or SAMPLE_API_PORT; 0 picks a free one)
  --help          Print this help`

/** What the command line asks for. */
export type SampleApiCommand = { type: 'help' } | { type: 'start'; port: number }

/**
 * Reads the command line: `--port <n>` or `--port=<n>` wins over the `SAMPLE_API_PORT` environment variable,
 * which wins over 4010. Throws an `Error` naming the bad argument or value.
 */
export function parseSampleApiCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): SampleApiCommand {
  let port: string | undefined
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? ''
    if (arg === '--help' || arg === '-h') return { type: 'help' }
    if (arg === '--') continue
    if (arg === '--port') {
      port = args[++index]
      if (port == null) throw new Error('--port needs a value')
    } else if (arg.startsWith('--port=')) {
      port = arg.slice('--port='.length)
    } else {
      throw new Error(`Unknown argument "${arg}"`)
    }
  }
  if (port != null) return { type: 'start', port: parsePort(port, '--port') }
  const fromEnv = env.SAMPLE_API_PORT
  if (fromEnv != null && fromEnv !== '') return { type: 'start', port: parsePort(fromEnv, 'SAMPLE_API_PORT') }
  return { type: 'start', port: DEFAULT_SAMPLE_API_PORT }
}

function parsePort(value: string, source: string): number {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65_535) {
    throw new Error(`${source} must be a port number from 0 to 65535, got "${value}"`)
  }
  return port
}
