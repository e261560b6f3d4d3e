import { describe, expect, it } from 'vitest'
import { fixedGroupProblems } from './fixed-group.js'

describe('fixed group check', () => {
  const names = ['@api-explorer/model', '@api-explorer/ui']

  it('accepts a group of exactly the public packages', () => {
    expect(
      fixedGroupProblems({ fixed: [['@api-explorer/ui', '@api-explorer/model']], changelog: false }, names),
    ).toEqual([])
  })

  it('names a public package missing from the group and a name that is not a public package', () => {
    expect(
      fixedGroupProblems({ fixed: [['@api-explorer/model', '@api-explorer/demo']], changelog: false }, names),
    ).toEqual([
      '@api-explorer/ui is missing from the fixed group',
      '@api-explorer/demo is in the fixed group but is not a public package',
    ])
  })

  it('wants one group', () => {
    expect(fixedGroupProblems({ fixed: [], changelog: false }, names)).toEqual([
      'expected one fixed group, found 0',
    ])
  })
})
