import { describe, expect, it } from 'vitest'
import { hasExternalRef } from './document-refs.js'

describe('hasExternalRef', () => {
  it('finds a reference to another file or URL anywhere in the document', () => {
    expect(
      hasExternalRef({ paths: { '/a': { get: { responses: { 200: { $ref: './r.yaml#/R' } } } } } }),
    ).toBe(true)
    expect(
      hasExternalRef({ allOf: [{ $ref: '#/components/schemas/A' }, { $ref: 'https://x.test/s.json' }] }),
    ).toBe(true)
  })

  it('is false for local references only, for a $ref that is not a string, and for a cyclic value', () => {
    const cyclic: Record<string, unknown> = { $ref: '#/a' }
    cyclic['self'] = cyclic
    expect(hasExternalRef({ a: { $ref: '#/components/schemas/A' }, b: { $ref: { not: 'a string' } } })).toBe(
      false,
    )
    expect(hasExternalRef(cyclic)).toBe(false)
    expect(hasExternalRef('text')).toBe(false)
  })

  it('walks a deeply nested document without recursion', () => {
    let deep: unknown = { $ref: 'other.yaml' }
    for (let depth = 0; depth < 100_000; depth += 1) deep = { next: deep }
    expect(hasExternalRef(deep)).toBe(true)
  })
})
