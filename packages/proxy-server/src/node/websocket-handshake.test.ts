import { describe, expect, it } from 'vitest'

import { parseHandshake } from './websocket-handshake.js'

const parse = (value: unknown, forwardCookies = false): ReturnType<typeof parseHandshake> =>
  parseHandshake(typeof value === 'string' ? value : JSON.stringify(value), { forwardCookies })

describe('parseHandshake', () => {
  it('keeps the headers meant for the target and ignores the url field', () => {
    expect(
      parse({
        type: 'handshake',
        url: 'wss://elsewhere.example.com/',
        headers: { Authorization: 'Bearer t', 'X-Id': '1' },
      }),
    ).toEqual({ ok: true, handshake: { headers: { Authorization: 'Bearer t', 'X-Id': '1' }, protocols: [] } })
  })

  it('accepts a handshake without headers', () => {
    expect(parse({ type: 'handshake' })).toEqual({ ok: true, handshake: { headers: {}, protocols: [] } })
  })

  it('drops hop-by-hop, upgrade, browser-context and proxy headers, and those Connection names', () => {
    const result = parse({
      type: 'handshake',
      headers: {
        Connection: 'X-Hop',
        'X-Hop': '1',
        Upgrade: 'websocket',
        Host: 'evil.example.com',
        Origin: 'https://evil.example.com',
        'Sec-WebSocket-Key': 'k',
        'Sec-WebSocket-Extensions': 'permessage-deflate',
        'Transfer-Encoding': 'chunked',
        'Content-Length': '5',
        'Proxy-Authorization': 'Basic x',
        'X-Fern-Proxy-Request-Headers': 'a',
        Cookie: 'session=1',
        'X-Kept': 'yes',
      },
    })
    expect(result).toEqual({ ok: true, handshake: { headers: { 'X-Kept': 'yes' }, protocols: [] } })
  })

  it('forwards Cookie only with forwardCookies', () => {
    expect(parse({ type: 'handshake', headers: { Cookie: 'a=1' } }, true)).toEqual({
      ok: true,
      handshake: { headers: { Cookie: 'a=1' }, protocols: [] },
    })
  })

  it('turns Sec-WebSocket-Protocol into the subprotocols to ask for', () => {
    expect(
      parse({ type: 'handshake', headers: { 'sec-websocket-protocol': 'graphql-transport-ws, v2,v2' } }),
    ).toEqual({
      ok: true,
      handshake: { headers: {}, protocols: ['graphql-transport-ws', 'v2'] },
    })
    expect(parse({ type: 'handshake', headers: { 'Sec-WebSocket-Protocol': 'a b' } })).toEqual({
      ok: false,
      reason: 'Invalid header: Sec-WebSocket-Protocol',
      refusal: 'header',
    })
  })

  it.each([
    ['{not json', 'Invalid JSON', 'handshake'],
    ['', 'Invalid JSON', 'handshake'],
    ['"handshake"', 'Expected handshake', 'handshake'],
    ['null', 'Expected handshake', 'handshake'],
    ['[{"type":"handshake"}]', 'Expected handshake', 'handshake'],
    ['{"type":"message"}', 'Expected handshake', 'handshake'],
    ['{"type":"handshake","headers":[]}', 'Expected handshake', 'handshake'],
    ['{"type":"handshake","headers":{"X-A":null}}', 'Invalid header: X-A', 'header'],
    ['{"type":"handshake","headers":{"X-A":"a\\nB: c"}}', 'Invalid header: X-A', 'header'],
    ['{"type":"handshake","headers":{"Bad Name":"a"}}', 'Invalid header: Bad Name', 'header'],
  ])('refuses %s', (frame, reason, refusal) => {
    expect(parse(frame)).toEqual({ ok: false, reason, refusal })
  })
})
