// The module wrangler.toml deploys: the package's ./worker entry, imported by its published name as a project
// that installs @api-explorer/proxy-server does (here the package refers to itself). The Durable Object class
// must be exported by the main module for the RATE_LIMITER binding to find it.
export { default, ProxyRateLimiter } from '@api-explorer/proxy-server/worker'
