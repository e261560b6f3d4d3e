import { describe, expect, it } from 'vitest'
import {
  isObjectPropertyAccess,
  isWebhookHttpMethod,
  isWebSocketMessageOrigin,
  OBJECT_PROPERTY_ACCESSES,
  WEBHOOK_HTTP_METHODS,
  WEBSOCKET_MESSAGE_ORIGINS,
} from './docs-configuration.js'

describe('documentation-configuration enumerations the model uses', () => {
  it.each<[string, readonly string[], string]>([
    ['ObjectPropertyAccess', OBJECT_PROPERTY_ACCESSES, 'READ_ONLY, WRITE_ONLY'],
    ['WebhookHttpMethod', WEBHOOK_HTTP_METHODS, 'GET, POST'],
    ['WebSocketMessageOrigin', WEBSOCKET_MESSAGE_ORIGINS, 'client, server'],
  ])('lists the %s values of the specification table', (_name, values, table) => {
    expect(values.join(', ')).toBe(table)
  })

  it('have guards that accept exactly the listed values', () => {
    expect(isObjectPropertyAccess('READ_ONLY')).toBe(true)
    expect(isWebhookHttpMethod('PUT')).toBe(false)
    expect(isWebSocketMessageOrigin('server')).toBe(true)
    expect(isWebSocketMessageOrigin(undefined)).toBe(false)
  })
})
