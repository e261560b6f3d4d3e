import { parseApiDefinition } from '@api-explorer/model/schema'
import { describe, expect, it } from 'vitest'

import { importAsyncApi } from './import-asyncapi.js'

// Names such as `constructor` and `__proto__` are ordinary keys in JSON; the documents are parsed from text
// because an object literal `{ __proto__: … }` would set a prototype instead of making a key.

describe('AsyncAPI names that are also Object.prototype members', () => {
  it('keeps an undeclared address parameter named constructor as a placeholder in example paths', async () => {
    const { definition, diagnostics } = await importAsyncApi({
      asyncapi: '2.6.0',
      info: { title: 'Rooms', version: '1' },
      servers: { public: { url: 'wss://chat.example.com', protocol: 'wss' } },
      channels: {
        '/rooms/{constructor}': {
          subscribe: { message: { payload: { type: 'string' }, examples: [{ payload: 'hi' }] } },
        },
      },
    })

    const channel = Object.values(definition.websockets)[0]
    expect(channel?.pathParameters?.map((parameter) => parameter.key)).toEqual(['constructor'])
    expect(channel?.examples?.[0]?.path).toBe('/rooms/{constructor}')
    expect(channel?.examples?.[0]?.pathParameters).toBeUndefined()
    expect(diagnostics).toEqual([
      {
        severity: 'info',
        pointer: '/channels/~1rooms~1{constructor}',
        message: 'Address parameter "constructor" is not declared; imported as a string.',
      },
    ])
    expect(parseApiDefinition(definition).ok).toBe(true)
  })

  it('imports a security scheme, a tag and a channel example value named after Object.prototype members', async () => {
    const { definition } = await importAsyncApi(
      JSON.parse(`{
        "asyncapi": "2.6.0", "info": { "title": "Reserved", "version": "1" },
        "servers": { "public": { "url": "wss://x.example.com", "protocol": "wss",
          "security": [{ "constructor": [] }, { "__proto__": [] }] } },
        "channels": { "/rooms/{__proto__}": {
          "parameters": { "__proto__": { "schema": { "type": "string", "example": "lobby" } } },
          "subscribe": { "tags": [{ "name": "toString" }],
            "message": { "payload": { "type": "string" }, "examples": [{ "payload": "hi" }] } } } },
        "components": { "securitySchemes": {
          "constructor": { "type": "httpApiKey", "in": "query", "name": "token" },
          "__proto__": { "type": "http", "scheme": "bearer" } } }
      }`),
    )

    const channel = Object.values(definition.websockets)[0]
    expect(channel?.auth).toEqual(['__proto__'])
    expect(Object.keys(definition.auths)).toEqual(['__proto__'])
    expect(channel?.queryParameters?.map((parameter) => parameter.key)).toEqual(['token'])
    expect(channel?.namespace).toEqual(['toString'])
    expect(Object.keys(definition.subpackages)).toEqual(['toString'])
    expect(channel?.examples?.[0]?.path).toBe('/rooms/lobby')
    expect(Object.keys(channel?.examples?.[0]?.pathParameters ?? {})).toEqual(['__proto__'])
    expect(parseApiDefinition(JSON.parse(JSON.stringify(definition))).ok).toBe(true)
  })
})
