import { parseArgs } from 'node:util'
import type { StartProxyOptions } from './node-server.js'

/** Usage text of the `api-explorer-proxy` command. */
export const CLI_USAGE = `Usage: api-explorer-proxy [options]

Runs the API Explorer proxy: requests to /<absolute target URL> are forwarded to the target.

Options:
  --port <number>          Port to listen on (0 picks a free one). Env API_EXPLORER_PROXY_PORT. Default 8787.
  --host <address>         Interface to bind. Env API_EXPLORER_PROXY_HOST. Default 127.0.0.1.
  --allow-origin <origin>  A browser origin allowed to call the proxy; repeat for several.
                           Env API_EXPLORER_PROXY_ALLOW_ORIGINS (comma-separated). Default: any origin.
  --help                   Show this text.
`

/** The command line, parsed: start the proxy with these options, or print the usage. */
export type CliCommand = { type: 'start'; options: StartProxyOptions } | { type: 'help' }

/**
 * Parses the command line and environment of `api-explorer-proxy`. Flags win over environment variables.
 * Throws an `Error` naming the bad flag or variable.
 */
export function parseCliCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): CliCommand {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      help: { type: 'boolean' },
    },
    strict: true,
  })
  if (values.help === true) {
    return { type: 'help' }
  }
  const options: StartProxyOptions = {}
  const port = values.port ?? env.API_EXPLORER_PROXY_PORT
  if (port != null) {
    const parsed = Number(port)
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
      throw new Error(`--port must be an integer from 0 to 65535, got "${port}".`)
    }
    options.port = parsed
  }
  const host = values.host ?? env.API_EXPLORER_PROXY_HOST
  if (host != null && host !== '') {
    options.host = host
  }
  const origins =
    values['allow-origin'] ??
    env.API_EXPLORER_PROXY_ALLOW_ORIGINS?.split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
  if (origins != null && origins.length > 0 && !origins.includes('*')) {
    for (const origin of origins) {
      if (!/^https?:\/\/[^/]+$/.test(origin)) {
        throw new Error(`--allow-origin must be an origin such as https://docs.example.com, got "${origin}".`)
      }
    }
    options.allowOrigins = origins
  }
  return { type: 'start', options }
}
