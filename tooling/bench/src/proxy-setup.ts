/** What the proxy benchmark's parent (proxy.ts) and its server processes (proxy-servers.ts) agree on. */

/** The only browser origin ours admits; every benchmark request carries it, to both proxies. */
export const BENCH_ORIGIN = 'https://docs.example.com'

/** The body of every upstream answer; both proxies must pass it through unchanged (autocannon checks it). */
export const UPSTREAM_BODY = 'hello world\n'

/** The roles of proxy-servers.ts. */
export type ServerRole = 'upstream' | 'forwarder' | 'ours' | 'ours-redis'
