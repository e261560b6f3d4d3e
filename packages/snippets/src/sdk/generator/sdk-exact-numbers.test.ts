import { describe, expect, it } from 'vitest'

import { sdkSnippet, SDK_SNIPPET_LANGUAGES } from '../endpoint-snippet.js'
import type { SdkType } from '../template-types.js'
import { SDK_EDGE_CASES, SDK_EDGE_DEFINITION } from '../../../test/sdk/edge-test-definition.js'
import { sdkValue } from './sdk-value.js'
import { SDK_TEST_CONFIGURATIONS } from '../../../test/sdk/test-definition.js'

const UINT64 = { type: 'primitive', value: { type: 'uint64' } } as const

function exact(language: SdkType): string {
  const found = SDK_EDGE_CASES.find((candidate) => candidate.endpoint.id === 'exactNumbers')
  if (found === undefined) throw new Error('no exactNumbers edge case')
  const base = SDK_TEST_CONFIGURATIONS[language]
  return sdkSnippet({
    language,
    endpoint: found.endpoint,
    payload: found.payload,
    definition: SDK_EDGE_DEFINITION,
    sdks: [{ ...base, package: base.package.replace(/acme/g, 'client') }],
  })
}

describe('numbers a number input keeps as text', () => {
  it('are numbers with their exact digits', () => {
    expect(sdkValue('18446744073709551615', UINT64, {})).toEqual({
      kind: 'number',
      value: Number('18446744073709551615'),
      integer: true,
      primitive: 'uint64',
      digits: '18446744073709551615',
    })
    expect(sdkValue(' 42 ', UINT64, {})).toEqual({
      kind: 'number',
      value: 42,
      integer: true,
      primitive: 'uint64',
    })
    expect(sdkValue('1.', UINT64, {})).toEqual({ kind: 'string', value: '1.', format: 'text' })
  })

  it.each(SDK_SNIPPET_LANGUAGES)('%s writes them as numbers, never as strings', (language) => {
    const code = exact(language)
    expect(code).not.toMatch(/["']18446744073709551615["']/)
    expect(code).not.toMatch(/["']-9223372036854775807["']/)
    expect(code).toMatch(/-9223372036854775807L?\b/)
  })

  it('keeps every digit where the SDK type can hold the number', () => {
    expect(exact('python')).toContain('id=18446744073709551615,')
    expect(exact('ruby')).toContain('id: 18446744073709551615,')
    expect(exact('typescript')).toContain('id: 18446744073709551615,')
    expect(exact('csharp')).toContain('Id = 18446744073709551615UL,')
    expect(exact('java')).toContain('.offset(-9223372036854775807L)')
    expect(exact('python')).toContain('9007199254740993')
  })
})
