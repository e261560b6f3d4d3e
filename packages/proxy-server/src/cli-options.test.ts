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
    })
  })

  it('names the flag that is wrong', () => {
    expect(() => parseCliCommand(['--port', 'eighty'], {})).toThrow(
      '--port must be an integer from 0 to 65535, got "eighty".',
    )
    expect(() => parseCliCommand(['--allow-origin', 'docs.example.com'], {})).toThrow(
      '--allow-origin must be an origin such as https://docs.example.com, got "docs.example.com".',
    )
    expect(() => parseCliCommand(['--bogus'], {})).toThrow(/bogus/)
  })

  it('asks for the usage text', () => {
    expect(parseCliCommand(['--help'], {})).toEqual({ type: 'help' })
  })
})
