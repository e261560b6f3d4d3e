import { SNIPPET_LANGUAGES } from '@api-explorer/model'
import type { HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { generateSnippet } from './generate-snippet.js'
import { hideCredentials } from './hide-credentials.js'

const TOKEN = 'tok_live_1234567890abcdefghijklmnop'
const CLIENT_SECRET = 'cs_9f8e7d6c5b4a39281706'
const API_KEY = 'key_abcdef123456'
const BASIC = 'YWRhOnBhc3N3b3JkLTE='
const PASSWORD = 'password-1'

const credentials = [
  { value: TOKEN, placeholder: 'API_TOKEN' },
  { value: CLIENT_SECRET, placeholder: 'OAUTH_CLIENT_SECRET' },
  { value: API_KEY, placeholder: 'API_KEY' },
  { value: BASIC, placeholder: 'API_BASIC_AUTH' },
  { value: PASSWORD, placeholder: 'API_PASSWORD' },
]

/** Every credential of the reader, placed everywhere a request can carry one. */
const EVERYWHERE: HttpRequest = {
  method: 'POST',
  url: 'https://api.example.com/oauth/token',
  query: [
    ['access_token', TOKEN],
    ['key', API_KEY],
    ['page', '2'],
  ],
  headers: [
    ['Authorization', `Bearer ${TOKEN}`],
    ['X-Api-Key', API_KEY],
    ['Content-Type', 'application/json'],
  ],
  body: {
    type: 'json',
    value: { grant_type: 'client_credentials', client_id: 'demo-client', client_secret: CLIENT_SECRET },
  },
  secrets: ['Authorization'],
  credentials,
}

const SECRETS = [TOKEN, CLIENT_SECRET, API_KEY, BASIC, PASSWORD]

describe('hideCredentials', () => {
  it('hides every credential the reader entered wherever it is, in every language', () => {
    const urlencoded: HttpRequest = {
      ...EVERYWHERE,
      headers: [['Authorization', `Basic ${BASIC}`]],
      body: {
        type: 'urlencoded',
        fields: [
          ['grant_type', 'client_credentials'],
          ['client_secret', CLIENT_SECRET],
          ['password', PASSWORD],
        ],
      },
    }
    for (const request of [EVERYWHERE, urlencoded]) {
      for (const language of SNIPPET_LANGUAGES) {
        for (const credentials of ['redacted', 'placeholders'] as const) {
          const code = generateSnippet(request, language, { credentials })
          for (const secret of SECRETS) expect(code).not.toContain(secret)
          expect(code).toContain('client_credentials')
        }
        const included = generateSnippet(request, language, { credentials: 'included' })
        expect(included).toContain(CLIENT_SECRET)
      }
    }
  })

  it('hides the OAuth client secret of a token endpoint body by value, by default', () => {
    expect(generateSnippet(EVERYWHERE, 'curl')).not.toContain(CLIENT_SECRET)
    expect(generateSnippet(EVERYWHERE, 'curl', { redact: false })).toContain(CLIENT_SECRET)
  })

  it('puts named placeholders where the credentials were, keeping the scheme word', () => {
    const hidden = hideCredentials(EVERYWHERE, 'placeholders')
    expect(hidden.headers).toEqual([
      ['Authorization', 'Bearer $API_TOKEN'],
      ['X-Api-Key', '$API_KEY'],
      ['Content-Type', 'application/json'],
    ])
    expect(hidden.query).toEqual([
      ['access_token', '$API_TOKEN'],
      ['key', '$API_KEY'],
      ['page', '2'],
    ])
    expect(hidden.body).toEqual({
      type: 'json',
      value: {
        grant_type: 'client_credentials',
        client_id: 'demo-client',
        client_secret: '$OAUTH_CLIENT_SECRET',
      },
    })
  })

  it('hides fields named like a secret that the reader typed into the form', () => {
    const request: HttpRequest = {
      method: 'POST',
      url: 'https://api.example.com/oauth/token',
      query: [],
      headers: [],
      body: {
        type: 'form-data',
        parts: [
          { name: 'client_id', type: 'field', value: 'demo-client' },
          { name: 'client_secret', type: 'field', value: 'typed-in-the-form' },
        ],
      },
    }
    expect(hideCredentials(request, 'placeholders').body).toEqual({
      type: 'form-data',
      parts: [
        { name: 'client_id', type: 'field', value: 'demo-client' },
        { name: 'client_secret', type: 'field', value: '$CLIENT_SECRET' },
      ],
    })
    expect(generateSnippet(request, 'python')).not.toContain('typed-in-the-form')
  })

  it('gives a secret header without a known credential a placeholder named after its scheme', () => {
    const request: HttpRequest = {
      method: 'GET',
      url: 'https://api.example.com/me',
      query: [],
      headers: [['Authorization', 'Basic c29tZW9uZTpzZWNyZXQ=']],
      secrets: ['Authorization'],
    }
    expect(hideCredentials(request, 'placeholders').headers).toEqual([
      ['Authorization', 'Basic $API_BASIC_AUTH'],
    ])
    expect(hideCredentials(request, 'included')).toBe(request)
  })

  it('writes a percent-encoded placeholder readably', () => {
    const request: HttpRequest = {
      ...EVERYWHERE,
      body: { type: 'urlencoded', fields: [['client_secret', CLIENT_SECRET]] },
    }
    const code = generateSnippet(request, 'curl', { credentials: 'placeholders' })
    expect(code).toContain('client_secret=$OAUTH_CLIENT_SECRET')
    expect(code).toContain('access_token=$API_TOKEN')
    expect(code).not.toContain('%24')
  })

  it('survives a JSON body nested deeper than it walks', () => {
    let value: unknown = { client_secret: CLIENT_SECRET }
    for (let depth = 0; depth < 5000; depth += 1) value = [value]
    const request: HttpRequest = { ...EVERYWHERE, body: { type: 'json', value } }
    expect(() => hideCredentials(request, 'redacted')).not.toThrow()
  })
})
