import { parseArgs } from 'node:util'

import type { StartProxyOptions } from './node/node-server.js'
import { CONNECTION_DEFAULTS, type ConnectionLimits } from './node/connection-guard.js'
import { checkedHosts, checkedOrigins, integer, list, redisUrl, truthy } from './option-values.js'
import { PROXY_DEFAULTS } from './policy/proxy-policy.js'

/** Usage text of the `api-explorer-proxy` command. */
export const CLI_USAGE: string = `Usage: api-explorer-proxy [options]

Runs the API Explorer proxy: requests to /<absolute target URL> (and websockets to /<ws(s) URL>) are
forwarded to the target. Safe by default: loopback, private, link-local, CGNAT, multicast and cloud metadata
addresses are refused, whatever name or spelling leads to them.

Options (each also read from the environment variable shown; flags win):
  --port <number>           Port to listen on (0 picks a free one). API_EXPLORER_PROXY_PORT. Default 8787.
  --host <address>          Interface to bind. API_EXPLORER_PROXY_HOST. Default 127.0.0.1.
  --allow-origin <origin>   A browser origin allowed to call the proxy; repeat for several.
                            API_EXPLORER_PROXY_ALLOW_ORIGINS (comma-separated). Default: any origin.
  --allow-host <host>       A target host allowed (api.example.com, *.example.com); repeat for several.
                            API_EXPLORER_PROXY_ALLOW_HOSTS (comma-separated). Default: any public host.
  --allow-private           Allow loopback and private targets (local development only).
                            API_EXPLORER_PROXY_ALLOW_PRIVATE=true.
  --allow-address <cidr>    An address or CIDR range always allowed (an internal API); repeat for several.
                            API_EXPLORER_PROXY_ALLOW_ADDRESSES (comma-separated).
  --forward-cookies         Forward the Cookie header when the client lists it. API_EXPLORER_PROXY_FORWARD_COOKIES=true.
  --max-body <bytes>        Largest request body. API_EXPLORER_PROXY_MAX_BODY. Default ${PROXY_DEFAULTS.maxRequestBodyBytes}.
  --timeout <ms>            Time for the target to answer with headers. API_EXPLORER_PROXY_TIMEOUT. Default ${PROXY_DEFAULTS.upstreamHeadersTimeoutMs}.
  --rate-limit <n>          Requests per client IP per minute; 0 turns the limit off. API_EXPLORER_PROXY_RATE_LIMIT.
                            Default ${PROXY_DEFAULTS.rateLimit.limit}.
  --trusted-proxies <n>     Reverse proxies in front whose X-Forwarded-For is trusted for the rate limit.
                            API_EXPLORER_PROXY_TRUSTED_PROXIES. Default 0.
  --headers-timeout <ms>    Time for a connection to send its request head. API_EXPLORER_PROXY_HEADERS_TIMEOUT.
                            Default ${CONNECTION_DEFAULTS.headersTimeoutMs}.
  --request-timeout <ms>    Time to receive a whole request. API_EXPLORER_PROXY_REQUEST_TIMEOUT.
                            Default ${CONNECTION_DEFAULTS.requestTimeoutMs}.
  --keep-alive-timeout <ms> Time an idle keep-alive connection stays open. API_EXPLORER_PROXY_KEEP_ALIVE_TIMEOUT.
                            Default ${CONNECTION_DEFAULTS.keepAliveTimeoutMs}.
  --max-connections <n>     Open client connections; more are answered 503. API_EXPLORER_PROXY_MAX_CONNECTIONS.
                            Default ${CONNECTION_DEFAULTS.maxConnections}.
  --max-connections-per-client <n>
                            Open connections per client address. API_EXPLORER_PROXY_MAX_CONNECTIONS_PER_CLIENT.
                            Default ${CONNECTION_DEFAULTS.maxConnectionsPerClient}.
  --redis <url>             Keep the rate limit's counts in Redis or Valkey (redis:// or rediss://), shared by
                            every proxy process using it. Without it, each process counts alone.
                            API_EXPLORER_PROXY_REDIS_URL.
  --drain <ms>              On SIGTERM or SIGINT, time given to requests in flight (streams and websockets
                            included) before the proxy exits; meanwhile new requests and /healthz get 503.
                            A second signal stops at once. API_EXPLORER_PROXY_DRAIN_MS. Default 30000.
  --metrics-port <n>        Serve Prometheus metrics at /metrics on this port (same host, never the proxy
                            port). API_EXPLORER_PROXY_METRICS_PORT. Default: no metrics.
  --log                     Print one JSON line per request (never header values or query strings).
                            API_EXPLORER_PROXY_LOG=true.
  --help                    Show this text.
`

/** The command line, parsed: start the proxy with these options, or print the usage. */
export type CliCommand =
  | {
      type: 'start'
      options: StartProxyOptions
      log: boolean
      /** `--redis`: the Redis (or Valkey) URL keeping the rate limit's counts. */
      redisUrl?: string
      /** `--drain`: ms given to requests in flight on SIGTERM/SIGINT. */
      drainMs?: number
      /** `--metrics-port`: the port of the Prometheus listener. */
      metricsPort?: number
    }
  | { type: 'help' }

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
      'allow-host': { type: 'string', multiple: true },
      'allow-private': { type: 'boolean' },
      'allow-address': { type: 'string', multiple: true },
      'forward-cookies': { type: 'boolean' },
      'max-body': { type: 'string' },
      timeout: { type: 'string' },
      'rate-limit': { type: 'string' },
      'trusted-proxies': { type: 'string' },
      'headers-timeout': { type: 'string' },
      'request-timeout': { type: 'string' },
      'keep-alive-timeout': { type: 'string' },
      'max-connections': { type: 'string' },
      'max-connections-per-client': { type: 'string' },
      redis: { type: 'string' },
      drain: { type: 'string' },
      'metrics-port': { type: 'string' },
      log: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  })
  if (values.help === true) {
    return { type: 'help' }
  }
  const options: StartProxyOptions = {}
  const port = values.port ?? env['API_EXPLORER_PROXY_PORT']
  if (port !== undefined) options.port = integer('--port', port, 0, 65_535)
  const host = values.host ?? env['API_EXPLORER_PROXY_HOST']
  if (host !== undefined && host !== '') options.host = host
  const origins = values['allow-origin'] ?? list(env['API_EXPLORER_PROXY_ALLOW_ORIGINS'])
  if (origins !== undefined && origins.length > 0 && !origins.includes('*')) {
    options.allowOrigins = checkedOrigins('--allow-origin', origins)
  }
  const hosts = values['allow-host'] ?? list(env['API_EXPLORER_PROXY_ALLOW_HOSTS'])
  if (hosts !== undefined && hosts.length > 0) options.allowHosts = checkedHosts('--allow-host', hosts)
  if (values['allow-private'] === true || truthy(env['API_EXPLORER_PROXY_ALLOW_PRIVATE']))
    options.allowPrivate = true
  const addresses = values['allow-address'] ?? list(env['API_EXPLORER_PROXY_ALLOW_ADDRESSES'])
  if (addresses !== undefined && addresses.length > 0) options.allowAddresses = addresses
  if (values['forward-cookies'] === true || truthy(env['API_EXPLORER_PROXY_FORWARD_COOKIES']))
    options.forwardCookies = true
  const maxBody = values['max-body'] ?? env['API_EXPLORER_PROXY_MAX_BODY']
  if (maxBody !== undefined)
    options.maxRequestBodyBytes = integer('--max-body', maxBody, 0, Number.MAX_SAFE_INTEGER)
  const timeout = values.timeout ?? env['API_EXPLORER_PROXY_TIMEOUT']
  if (timeout !== undefined) options.upstreamHeadersTimeoutMs = integer('--timeout', timeout, 1, 3_600_000)
  const rate = values['rate-limit'] ?? env['API_EXPLORER_PROXY_RATE_LIMIT']
  if (rate !== undefined) {
    const limit = integer('--rate-limit', rate, 0, Number.MAX_SAFE_INTEGER)
    options.rateLimit = limit === 0 ? false : { limit, windowMs: 60_000 }
  }
  const trusted = values['trusted-proxies'] ?? env['API_EXPLORER_PROXY_TRUSTED_PROXIES']
  if (trusted !== undefined) options.trustedProxies = integer('--trusted-proxies', trusted, 0, 10)
  const connections: Partial<ConnectionLimits> = {}
  const connectionFlags: Array<[string, keyof ConnectionLimits, number]> = [
    ['headers-timeout', 'headersTimeoutMs', 3_600_000],
    ['request-timeout', 'requestTimeoutMs', 3_600_000],
    ['keep-alive-timeout', 'keepAliveTimeoutMs', 3_600_000],
    ['max-connections', 'maxConnections', 1_000_000],
    ['max-connections-per-client', 'maxConnectionsPerClient', 1_000_000],
  ]
  for (const [flag, key, max] of connectionFlags) {
    const text =
      (values[flag as keyof typeof values] as string | undefined) ??
      env[`API_EXPLORER_PROXY_${flag.toUpperCase().replaceAll('-', '_')}`]
    if (text !== undefined) connections[key] = integer(`--${flag}`, text, 1, max)
  }
  if (Object.keys(connections).length > 0) options.connections = connections
  const command: CliCommand = {
    type: 'start',
    options,
    log: values.log === true || truthy(env['API_EXPLORER_PROXY_LOG']),
  }
  const redis = values.redis ?? env['API_EXPLORER_PROXY_REDIS_URL']
  if (redis !== undefined && redis !== '') command.redisUrl = redisUrl('--redis', redis)
  const drain = values.drain ?? env['API_EXPLORER_PROXY_DRAIN_MS']
  if (drain !== undefined) command.drainMs = integer('--drain', drain, 0, 3_600_000)
  const metricsPort = values['metrics-port'] ?? env['API_EXPLORER_PROXY_METRICS_PORT']
  if (metricsPort !== undefined) command.metricsPort = integer('--metrics-port', metricsPort, 0, 65_535)
  return command
}
