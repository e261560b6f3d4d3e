import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { pathParameterNames, pathParts } from './path-parts.js'

/** What the functions did with a regular expression; the scan must find exactly the same parameters. */
function byExpression(template: string): { parts: unknown[]; names: string[] } {
  const parts: unknown[] = []
  let last = 0
  for (const match of template.matchAll(/\{([^{}]+)\}/g)) {
    if (match.index > last) parts.push({ type: 'literal', value: template.slice(last, match.index) })
    parts.push({ type: 'pathParameter', value: match[1] })
    last = match.index + match[0].length
  }
  if (last < template.length) parts.push({ type: 'literal', value: template.slice(last) })
  return { parts, names: [...template.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '') }
}

describe('pathParts and pathParameterNames', () => {
  it('split a template into literals and parameters', () => {
    expect(pathParts('/users/{id}/posts/{post_id}')).toEqual([
      { type: 'literal', value: '/users/' },
      { type: 'pathParameter', value: 'id' },
      { type: 'literal', value: '/posts/' },
      { type: 'pathParameter', value: 'post_id' },
    ])
    expect(pathParameterNames('/users/{id}/posts/{post_id}')).toEqual(['id', 'post_id'])
    expect(pathParts('{a}{b}')).toEqual([
      { type: 'pathParameter', value: 'a' },
      { type: 'pathParameter', value: 'b' },
    ])
    expect(pathParts('')).toEqual([])
  })

  it('treat stray and nested braces as the expression /\\{([^{}]+)\\}/g does', () => {
    for (const template of ['/a/{}', '/a/{{id}}', '/a/{id', '/a/}id{', '/{x{y}z}', '{{}}', '/{ }/{}{a}']) {
      expect({ parts: pathParts(template), names: pathParameterNames(template) }).toEqual(
        byExpression(template),
      )
    }
  })

  it('agree with the expression on any string of braces, slashes and letters', () => {
    const piece = fc.constantFrom('{', '}', '/', 'a', 'id', ' ', 'é', '{id}', '{}')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const template = pieces.join('')
        expect({ parts: pathParts(template), names: pathParameterNames(template) }).toEqual(
          byExpression(template),
        )
      }),
      { numRuns: 2000 },
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (template) => {
        expect({ parts: pathParts(template), names: pathParameterNames(template) }).toEqual(
          byExpression(template),
        )
      }),
      { numRuns: 1000 },
    )
  })
})
