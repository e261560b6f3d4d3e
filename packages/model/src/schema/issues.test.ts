import { describe, expect, it } from 'vitest'
import { formatPath } from './issues.js'

describe('formatPath', () => {
  it.each<[PropertyKey[], string]>([
    [[], '$'],
    [['endpoints', 'getUser', 'method'], '$.endpoints.getUser.method'],
    [['endpoints', 'get-user', 'path', 1, 'type'], '$.endpoints["get-user"].path[1].type'],
    [['types', 'api.User', 'shape'], '$.types["api.User"].shape'],
    [['responses', '200'], '$.responses["200"]'],
    [['headers', 'say "hi"'], '$.headers["say \\"hi\\""]'],
    [['$ref', '_private'], '$.$ref._private'],
  ])('writes %o as %s', (path, text) => {
    expect(formatPath(path)).toBe(text)
  })
})
