import { describe, expect, it } from 'vitest'
import { parseCliCommand } from './cli-options.js'

describe('parseCliCommand', () => {
  it('reads flags over environment variables', () => {
    expect(
      parseCliCommand(
        [
          '--port',
          '9000',
          '--allow-origin',
          'https://docs.example.com',
          '--allow-origin',
          'http://localhost:5173',
        ],
        {
          API_EXPLORER_PROXY_PORT: '1234',
          API_EXPLORER_PROXY_HOST: '0.0.0.0',
        },
      ),
    ).toEqual({
      type: 'start',
      options: {
        port: 9000,
        host: '0.0.0.0',
        allowOrigins: ['https://docs.example.com', 'http://localhost:5173'],
      },
      log: false,
    })
  })

  it('reads every safety setting from flags', () => {
    expect(
      parseCliCommand(
        [
          '--allow-host',
          'api.example.com',
          '--allow-host',
          '*.example.org',
          '--allow-private',
          '--allow-address',
          '10.1.2.0/24',
          '--forward-cookies',
          '--max-body',
          '1024',
          '--timeout',
          '5000',
          '--rate-limit',
          '0',
          '--log',
        ],
        {},
      ),
    ).toEqual({
      type: 'start',
      options: {
        allowHosts: ['api.example.com', '*.example.org'],
        allowPrivate: true,
        allowAddresses: ['10.1.2.0/24'],
        forwardCookies: true,
        maxRequestBodyBytes: 1024,
        upstreamHeadersTimeoutMs: 5000,
        rateLimit: false,
      },
      log: true,
    })
  })

  it('reads the same settings from the environment', () => {
    expect(
      parseCliCommand([], {
        API_EXPLORER_PROXY_ALLOW_HOSTS: 'api.example.com',
        API_EXPLORER_PROXY_ALLOW_PRIVATE: 'true',
        API_EXPLORER_PROXY_RATE_LIMIT: '120',
        API_EXPLORER_PROXY_LOG: '1',
      }),
    ).toEqual({
      type: 'start',
      options: {
        allowHosts: ['api.example.com'],
        allowPrivate: true,
        rateLimit: { limit: 120, windowMs: 60_000 },
      },
      log: true,
    })
  })

  it('reads the environment when no flag is given', () => {
    expect(
      parseCliCommand([], {
        API_EXPLORER_PROXY_ALLOW_ORIGINS: 'https://a.example.com, https://b.example.com',
      }),
    ).toEqual({
      type: 'start',
      options: { allowOrigins: ['https://a.example.com', 'https://b.example.com'] },
      log: false,
    })
  })

  it('names the flag that is wrong', () => {
    expect(() => parseCliCommand(['--port', 'eighty'], {})).toThrow(
      '--port must be an integer from 0 to 65535, got "eighty".',
    )
    expect(() => parseCliCommand(['--allow-origin', 'docs.example.com'], {})).toThrow(
      '--allow-origin must be an origin such as https://docs.example.com, got "docs.example.com".',
    )
    expect(() => parseCliCommand(['--allow-host', 'https://api.example.com'], {})).toThrow(
      '--allow-host must be a host name such as api.example.com or *.example.com, got "https://api.example.com".',
    )
    expect(() => parseCliCommand(['--rate-limit', '-1'], {})).toThrow(/--rate-limit/)
    expect(() => parseCliCommand(['--bogus'], {})).toThrow(/bogus/)
  })

  it('asks for the usage text', () => {
    expect(parseCliCommand(['--help'], {})).toEqual({ type: 'help' })
  })
  it('reads the connection timeouts and caps from flags and the environment', () => {
    expect(
      parseCliCommand(
        ['--headers-timeout', '2000', '--max-connections', '500', '--max-connections-per-client', '8'],
        { API_EXPLORER_PROXY_KEEP_ALIVE_TIMEOUT: '1000', API_EXPLORER_PROXY_REQUEST_TIMEOUT: '20000' },
      ),
    ).toEqual({
      type: 'start',
      options: {
        connections: {
          headersTimeoutMs: 2000,
          requestTimeoutMs: 20_000,
          keepAliveTimeoutMs: 1000,
          maxConnections: 500,
          maxConnectionsPerClient: 8,
        },
      },
      log: false,
    })
    expect(() => parseCliCommand(['--max-connections', '0'], {})).toThrow(
      '--max-connections must be an integer from 1 to 1000000, got "0".',
    )
  })

  it('reads the scale-out settings from flags and the environment', () => {
    expect(
      parseCliCommand(['--redis', 'redis://:secret@cache.internal:6380/2', '--drain', '5000'], {
        API_EXPLORER_PROXY_METRICS_PORT: '9464',
        API_EXPLORER_PROXY_DRAIN_MS: '1',
      }),
    ).toEqual({
      type: 'start',
      options: {},
      log: false,
      redisUrl: 'redis://:secret@cache.internal:6380/2',
      drainMs: 5000,
      metricsPort: 9464,
    })
    expect(
      parseCliCommand([], {
        API_EXPLORER_PROXY_REDIS_URL: 'rediss://valkey.example.com',
        API_EXPLORER_PROXY_DRAIN_MS: '0',
      }),
    ).toMatchObject({ redisUrl: 'rediss://valkey.example.com', drainMs: 0 })
  })

  it('names --redis for a URL it cannot use, without repeating its password', () => {
    for (const text of ['localhost:6379', 'http://127.0.0.1:6379', 'redis://', 'redis//:hunter2@host']) {
      expect(() => parseCliCommand(['--redis', text], {})).toThrow(
        /^--redis must be a redis:\/\/ or rediss:\/\/ URL such as redis:\/\/127\.0\.0\.1:6379, got "/,
      )
    }
    expect(() => parseCliCommand(['--redis', 'http://user:hunter2@127.0.0.1:6379'], {})).toThrow(
      'got "http://***@127.0.0.1:6379".',
    )
    expect(() => parseCliCommand(['--drain', 'soon'], {})).toThrow(
      '--drain must be an integer from 0 to 3600000, got "soon".',
    )
    expect(() => parseCliCommand(['--metrics-port', '70000'], {})).toThrow(/^--metrics-port must be/)
    expect(() => parseCliCommand(['--rate-limit', ''], {})).toThrow(/^--rate-limit must be/)
  })
})
