import { describe, expect, it } from 'vitest'
import { keepOneClientDirective } from '@api-explorer/config/tsup'
import { clientDirectiveProblems } from './client-directive.js'

describe('client directive check', () => {
  it('accepts one directive at the top', () => {
    expect(clientDirectiveProblems("'use client';\nimport { a } from './a.js'\n", true)).toEqual([])
  })

  it('reports a second directive, as the banner plus the entry source gave', () => {
    expect(clientDirectiveProblems('\'use client\'\n"use client";\n\nexport {}\n', true)).toEqual([
      "has 2 'use client' directives",
    ])
  })

  it('reports a missing directive only where the package requires it', () => {
    expect(clientDirectiveProblems('export const a = 1\n', true)).toEqual(["lacks 'use client'"])
    expect(clientDirectiveProblems('export const a = 1\n', false)).toEqual([])
  })

  it('reports a directive below the top', () => {
    expect(clientDirectiveProblems("// banner\n'use client'\n", false)).toEqual([
      "has 'use client' on line 2, not at the top",
    ])
  })
})

describe('keepOneClientDirective (the build plugin)', () => {
  it('blanks the entry directive after the banner, keeping every line and column', () => {
    const built = "'use client';\n\"use client\";\n\n// src/index.ts\nexport const a = 'use client'\n"
    const kept = keepOneClientDirective(built)
    expect(clientDirectiveProblems(kept, true)).toEqual([])
    expect(kept).toHaveLength(built.length)
    expect(kept.split('\n').slice(3)).toEqual(built.split('\n').slice(3))
  })

  it('leaves a chunk with one directive as it is', () => {
    const built = "'use client';\n\n// src/a.ts\nvar a = 1;\n"
    expect(keepOneClientDirective(built)).toBe(built)
  })
})
