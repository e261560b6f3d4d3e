import { STATUS_CODES, type ServerResponse } from 'node:http'

import { corsHeaders, type AllowedOrigins } from '../cors.js'

/**
 * The body of every answer the proxy makes up itself (as opposed to the target's): JSON naming the status
 * and the problem, so a page can tell a proxy refusal from an answer of the API it called.
 */
export function proxyErrorBody(status: number, message: string): string {
  return JSON.stringify({ status, error: STATUS_CODES[status] ?? 'Error', message })
}

/** An error answer on a parsed request, with the CORS headers so the page can read why. */
export function sendProxyError(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Array<[string, string]>,
): void {
  const body = proxyErrorBody(status, message)
  response.writeHead(status, [
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ...headers,
  ])
  response.end(body)
}

/**
 * A whole error answer as bytes, for a socket with no parsed request (a malformed or oversized head, a
 * timeout, a connection over the caps). The origin comes from whatever head bytes arrived, when they name
 * one, so that an allow-listed page can still read the answer.
 */
export function rawProxyError(
  status: number,
  message: string,
  allowOrigins: AllowedOrigins,
  head: Buffer | undefined,
): string {
  const body = proxyErrorBody(status, message)
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...corsHeaders(originIn(head), allowOrigins).map(([name, value]) => `${name}: ${value}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/** The Origin header among raw head bytes, if a complete one is there (printable ASCII only). */
function originIn(head: Buffer | undefined): string | undefined {
  if (head === undefined) return undefined
  const match = /\r\norigin:[ \t]*([\x21-\x7e]+)[ \t]*\r\n/i.exec(head.toString('latin1'))
  return match?.[1]
}
