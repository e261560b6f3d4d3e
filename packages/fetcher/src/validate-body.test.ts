import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { describeValidationIssues, formatJsonPath, validateBody } from './validate-body.js'

describe('formatJsonPath', () => {
  it('writes identifiers with dots, indexes in brackets and other keys quoted', () => {
    expect(formatJsonPath([])).toBe('$')
    expect(formatJsonPath(['items', 0, 'id'])).toBe('$.items[0].id')
    expect(formatJsonPath(['a-b', '0', '$ok', 'has space'])).toBe('$["a-b"]["0"].$ok["has space"]')
  })
})

describe('validateBody', () => {
  it('returns the parsed value on success', async () => {
    expect(await validateBody(z.object({ n: z.coerce.number() }), { n: '4' })).toEqual({
      ok: true,
      value: { n: 4 },
    })
  })

  it('describes a nested failure by its path', async () => {
    const result = await validateBody(z.object({ items: z.array(z.object({ id: z.string() })) }), {
      items: [{ id: 'a' }, {}],
    })
    expect(result).toEqual({
      ok: false,
      errorMessage:
        'Response body failed validation at $.items[1].id: Invalid input: expected string, received undefined',
    })
  })

  it('names a body with no issues listed', () => {
    expect(describeValidationIssues([])).toBe('Response body failed validation')
  })
})
