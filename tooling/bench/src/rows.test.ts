import { describe, expect, it } from 'vitest'

import { alternated, formatTable, judge, median } from './rows.js'

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})

describe('alternated', () => {
  it('keeps the order in even rounds and reverses it in odd ones, the warm-up round -1 included', () => {
    const sides = ['ours', 'peer'] as const
    expect([0, 1, 2, -1].map((round) => alternated(sides, round))).toEqual([
      ['ours', 'peer'],
      ['peer', 'ours'],
      ['ours', 'peer'],
      ['peer', 'ours'],
    ])
    expect(sides).toEqual(['ours', 'peer'])
  })
})

describe('judge', () => {
  it('passes a time ratio at or under its target and fails one over it', () => {
    const row = {
      section: 'snippets' as const,
      measure: 'cURL, urlencoded 400 fields',
      unit: 'ms' as const,
      peer: { name: '@scalar/snippetz shell/curl', value: 1 },
      target: { kind: 'ratio-at-most' as const, value: 0.8 },
    }
    expect(judge({ ...row, ours: 0.8 })).toMatchObject({ ratio: 0.8, pass: true })
    expect(judge({ ...row, ours: 0.81 }).pass).toBe(false)
  })

  it('passes a throughput ratio at or over its target', () => {
    const row = {
      section: 'proxy' as const,
      measure: 'throughput, 50 connections',
      unit: 'req/s' as const,
      peer: { name: 'undici forwarder', value: 1000 },
      target: { kind: 'ratio-at-least' as const, value: 1 },
    }
    expect(judge({ ...row, ours: 1000 }).pass).toBe(true)
    expect(judge({ ...row, ours: 990 }).pass).toBe(false)
  })

  it('judges an absolute target on the figure itself, and a missing figure as a miss', () => {
    const row = {
      section: 'proxy' as const,
      measure: 'p99',
      unit: 'ms' as const,
      target: { kind: 'at-most' as const, value: 10 },
    }
    expect(judge({ ...row, ours: 10 })).toEqual({ ...row, ours: 10, ratio: undefined, pass: true })
    expect(judge({ ...row, ours: Number.NaN }).pass).toBe(false)
  })
})

describe('formatTable', () => {
  it('prints one aligned line per row with its verdict and the count of targets met', () => {
    const table = formatTable(
      [
        {
          section: 'imports' as const,
          measure: 'github warm',
          unit: 'ms' as const,
          ours: 120.4,
          peer: { name: 'swagger-parser', value: 200 },
          target: { kind: 'ratio-at-most' as const, value: 0.8 },
        },
        {
          section: 'browser' as const,
          measure: '<ApiExplorer/> first load',
          unit: 'KB' as const,
          ours: 121,
          target: { kind: 'at-most' as const, value: 120 },
        },
      ].map(judge),
    )
    const lines = table.split('\n')
    expect(lines[2]).toMatch(
      /^imports +github warm +120\.4 ms +swagger-parser +200\.0 ms +0\.60× +≤ 0\.80× +✓$/,
    )
    expect(lines[3]).toMatch(/^browser +<ApiExplorer\/> first load +121\.0 KB +≤ 120 KB +✗$/)
    expect(lines.at(-1)).toBe('1 of 2 targets met')
  })
})
