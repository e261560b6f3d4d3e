export { PROXY_HEADERS } from './proxy-headers.js'
export type { HandshakeFrame } from './handshake-frame.js'
export { writeHandshakeFrame } from './handshake-frame.js'
