import { describe, expect, it } from 'vitest'

import { SdkSnippetError } from './messages.js'
import { authPlaceholder, parsePayloadPath, payloadValue, valueAtPath } from './payload-path.js'
import type { PayloadInput } from '@api-explorer/model'
import type { CustomSnippetPayload } from './template-types.js'

const PAYLOAD: CustomSnippetPayload = {
  requestBody: { user: { emails: [{ address: 'a@x.io' }, { address: 'b@x.io' }] }, 'a.b': 1 },
  queryParameters: [{ name: 'filter', value: { status: ['active'] } }],
  pathParameters: [{ name: 'userId', value: 'u_1' }],
  headers: [{ name: 'X-Trace', value: 'trace-1' }],
  auth: { type: 'basic', username: 'ada', password: 'secret' },
}

describe('parsePayloadPath', () => {
  it('splits dots and brackets, keeping quoted keys whole', () => {
    expect(parsePayloadPath('a.b[0].c')).toEqual(['a', 'b', '0', 'c'])
    expect(parsePayloadPath('a["x.y"][\'z\']')).toEqual(['a', 'x.y', 'z'])
    expect(parsePayloadPath('')).toEqual([])
    expect(parsePayloadPath(undefined)).toEqual([])
  })
})

describe('valueAtPath', () => {
  it('walks objects and arrays and gives undefined for what is missing', () => {
    expect(valueAtPath(PAYLOAD.requestBody, 'user.emails[1].address')).toBe('b@x.io')
    expect(valueAtPath(PAYLOAD.requestBody, '["a.b"]')).toBe(1)
    expect(valueAtPath(PAYLOAD.requestBody, 'user.phone.number')).toBeUndefined()
    expect(valueAtPath(PAYLOAD.requestBody, 'user.emails[5]')).toBeUndefined()
    expect(valueAtPath({}, 'toString')).toBeUndefined()
    expect(valueAtPath('text', undefined)).toBe('text')
  })
})

describe('payloadValue', () => {
  it('reads BODY at its path, or the whole body without one', () => {
    expect(payloadValue(PAYLOAD, { location: 'BODY', path: 'user.emails[0].address' })).toBe('a@x.io')
    expect(payloadValue(PAYLOAD, { location: 'BODY' })).toBe(PAYLOAD.requestBody)
  })

  it('reads QUERY, PATH and HEADERS by parameter name, then a path in the value', () => {
    expect(payloadValue(PAYLOAD, { location: 'QUERY', path: 'filter.status[0]' })).toBe('active')
    expect(payloadValue(PAYLOAD, { location: 'QUERY', path: 'filter' })).toEqual({ status: ['active'] })
    expect(payloadValue(PAYLOAD, { location: 'PATH', path: 'userId' })).toBe('u_1')
    expect(payloadValue(PAYLOAD, { location: 'HEADERS', path: 'X-Trace' })).toBe('trace-1')
    expect(payloadValue(PAYLOAD, { location: 'HEADERS', path: 'X-Other' })).toBeUndefined()
    expect(payloadValue(PAYLOAD, { location: 'PATH' })).toBeUndefined()
    expect(payloadValue({}, { location: 'QUERY', path: 'filter' })).toBeUndefined()
  })

  it('reads AUTH from the credentials when there are some', () => {
    expect(payloadValue(PAYLOAD, { location: 'AUTH', path: 'username' })).toBe('ada')
    expect(payloadValue(PAYLOAD, { location: 'AUTH', path: 'password' })).toBe('secret')
  })

  it('gives a YOUR_<NAME> placeholder for AUTH without credentials', () => {
    expect(payloadValue({}, { location: 'AUTH', path: 'token' })).toBe('YOUR_TOKEN')
    expect(payloadValue({}, { location: 'AUTH', path: 'keys[0].apiKey' })).toBe('YOUR_KEYS')
    expect(authPlaceholder('credentials[0]')).toBe('YOUR_CREDENTIALS')
    expect(authPlaceholder(undefined)).toBe('YOUR_VARIABLE')
  })

  it('reads RELATIVE from the current value, undefined without one', () => {
    expect(payloadValue(PAYLOAD, { location: 'RELATIVE', path: 'city' }, { city: 'Paris' })).toBe('Paris')
    expect(payloadValue(PAYLOAD, { location: 'RELATIVE' }, 'tag')).toBe('tag')
    expect(payloadValue(PAYLOAD, { location: 'RELATIVE', path: 'city' })).toBeUndefined()
  })

  it('rejects an unknown location', () => {
    const input = { location: 'COOKIE' } as unknown as PayloadInput
    expect(() => payloadValue(PAYLOAD, input)).toThrow(
      new SdkSnippetError('unknownPayloadInputType', { location: 'COOKIE' }),
    )
    expect(() => payloadValue(PAYLOAD, input)).toThrow('Unknown payload input type: COOKIE')
  })
})
