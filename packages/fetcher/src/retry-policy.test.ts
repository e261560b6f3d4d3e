import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  computeRetryDelay,
  DEFAULT_RETRY_POLICY,
  MAX_RETRIES_LIMIT,
  resolveRetryPolicy,
  retriesMethod,
} from './retry-policy.js'

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)
const half = (): number => 0.5

describe('DEFAULT_RETRY_POLICY', () => {
  it('retries 408, 429 and every 5xx twice with 1 s doubling, capped at 60 s, ±20 % jitter', () => {
    expect(DEFAULT_RETRY_POLICY.maxRetries).toBe(2)
    expect(DEFAULT_RETRY_POLICY.initialDelayMs).toBe(1000)
    expect(DEFAULT_RETRY_POLICY.maxDelayMs).toBe(60_000)
    expect(DEFAULT_RETRY_POLICY.jitter).toBe(0.2)
    expect(DEFAULT_RETRY_POLICY.methods).toBe('all')
    expect(DEFAULT_RETRY_POLICY.retryNetworkErrors).toBe(false)
    for (const status of [408, 429, 500, 502, 503, 504, 599])
      expect(DEFAULT_RETRY_POLICY.statusCodes).toContain(status)
    for (const status of [400, 401, 403, 404, 409, 413, 422, 499]) {
      expect(DEFAULT_RETRY_POLICY.statusCodes).not.toContain(status)
    }
  })
})

describe('resolveRetryPolicy', () => {
  it('applies maxRetries, then the retry object, over the defaults', () => {
    expect(resolveRetryPolicy({}).maxRetries).toBe(2)
    expect(resolveRetryPolicy({ maxRetries: 5 }).maxRetries).toBe(5)
    expect(resolveRetryPolicy({ maxRetries: 5, retry: { maxRetries: 1 } }).maxRetries).toBe(1)
    expect(resolveRetryPolicy({ retry: { initialDelayMs: 10, maxRetries: undefined } })).toMatchObject({
      maxRetries: 2,
      initialDelayMs: 10,
    })
  })

  it('clamps maxRetries to 0…10: negative and NaN mean none, Infinity and more mean 10', () => {
    expect(MAX_RETRIES_LIMIT).toBe(10)
    expect(resolveRetryPolicy({ maxRetries: -3 }).maxRetries).toBe(0)
    expect(resolveRetryPolicy({ maxRetries: Number.NaN }).maxRetries).toBe(0)
    expect(resolveRetryPolicy({ retry: { maxRetries: Number.NaN } }).maxRetries).toBe(0)
    expect(resolveRetryPolicy({ maxRetries: 2.7 }).maxRetries).toBe(2)
    expect(resolveRetryPolicy({ maxRetries: 50 }).maxRetries).toBe(10)
    expect(resolveRetryPolicy({ maxRetries: Number.POSITIVE_INFINITY }).maxRetries).toBe(10)
  })

  it('upper-cases the retried methods and keeps retryNetworkErrors strictly boolean', () => {
    const policy = resolveRetryPolicy({ retry: { methods: ['get', 'Put'], retryNetworkErrors: true } })
    expect(policy).toMatchObject({ methods: ['GET', 'PUT'], retryNetworkErrors: true })
    expect(retriesMethod(policy, 'put')).toBe(true)
    expect(retriesMethod(policy, 'POST')).toBe(false)
    expect(retriesMethod(resolveRetryPolicy({}), 'PATCH')).toBe(true)
  })

  it('clamps NaN and out-of-range delay settings', () => {
    expect(resolveRetryPolicy({ retry: { jitter: 4, maxDelayMs: Number.NaN } })).toMatchObject({
      jitter: 1,
      maxDelayMs: 60_000,
    })
  })
})

describe('computeRetryDelay', () => {
  it('doubles from 1 s per retry when random is 0.5 (no jitter)', () => {
    const delays = [0, 1, 2, 3].map((attempt) => computeRetryDelay({ attempt, random: half }))
    expect(delays).toEqual([1000, 2000, 4000, 8000])
  })

  it('caps the backoff at 60 s before jitter', () => {
    expect(computeRetryDelay({ attempt: 10, random: half })).toBe(60_000)
    expect(computeRetryDelay({ attempt: 10, random: () => 0.999_999 })).toBeCloseTo(72_000, -1)
  })

  it('jitters by ±20 %: random 0 gives 0.8×, random near 1 gives 1.2×', () => {
    expect(computeRetryDelay({ attempt: 0, random: () => 0 })).toBe(800)
    expect(computeRetryDelay({ attempt: 1, random: () => 0.25 })).toBe(1800)
    expect(computeRetryDelay({ attempt: 0, random: () => 0.999_999 })).toBeCloseTo(1200, 1)
  })

  it('takes Retry-After in seconds, jittered and capped at 60 s', () => {
    const headers = (value: string): Headers => new Headers({ 'Retry-After': value })
    expect(computeRetryDelay({ attempt: 0, headers: headers('3'), random: half })).toBe(3000)
    expect(computeRetryDelay({ attempt: 1, headers: headers('0'), random: half })).toBe(0)
    expect(computeRetryDelay({ attempt: 0, headers: headers('3'), random: () => 0 })).toBe(2400)
    expect(computeRetryDelay({ attempt: 0, headers: headers('3600'), random: half })).toBe(60_000)
  })

  it('takes Retry-After as an HTTP date in the future, ignoring one in the past', () => {
    const at = (offset: number): Headers =>
      new Headers({ 'Retry-After': new Date(NOW + offset).toUTCString() })
    expect(computeRetryDelay({ attempt: 0, headers: at(5000), random: half, now: () => NOW })).toBe(5000)
    expect(computeRetryDelay({ attempt: 1, headers: at(-5000), random: half, now: () => NOW })).toBe(2000)
  })

  it('takes X-RateLimit-Reset as epoch seconds when there is no Retry-After', () => {
    const headers = new Headers({ 'X-RateLimit-Reset': String(NOW / 1000 + 7) })
    expect(computeRetryDelay({ attempt: 0, headers, random: half, now: () => NOW })).toBe(7000)
    const past = new Headers({ 'X-RateLimit-Reset': String(NOW / 1000 - 7) })
    expect(computeRetryDelay({ attempt: 0, headers: past, random: half, now: () => NOW })).toBe(1000)
    const both = new Headers({ 'X-RateLimit-Reset': String(NOW / 1000 + 7), 'Retry-After': '2' })
    expect(computeRetryDelay({ attempt: 0, headers: both, random: half, now: () => NOW })).toBe(2000)
  })

  it('ignores a malformed Retry-After and falls back to backoff', () => {
    const headers = new Headers({ 'Retry-After': 'soon' })
    expect(computeRetryDelay({ attempt: 2, headers, random: half, now: () => NOW })).toBe(4000)
  })

  it('always lies within [0, maxDelay·1.2] and within ±20 % of the capped base (property)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.option(fc.nat({ max: 100_000 }), { nil: undefined }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 120_000 }),
        (attempt, randomValue, retryAfterSeconds, initialDelayMs, maxDelayMs) => {
          const policy = { ...DEFAULT_RETRY_POLICY, initialDelayMs, maxDelayMs }
          const headers = new Headers(
            retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
          )
          const delay = computeRetryDelay({
            attempt,
            headers,
            policy,
            random: () => randomValue,
            now: () => NOW,
          })
          const base = Math.min(
            retryAfterSeconds === undefined ? initialDelayMs * 2 ** attempt : retryAfterSeconds * 1000,
            maxDelayMs,
          )
          expect(delay).toBeGreaterThanOrEqual(0)
          expect(delay).toBeLessThanOrEqual(maxDelayMs * 1.2 + 1e-6)
          expect(delay).toBeGreaterThanOrEqual(base * 0.8 - 1e-6)
          expect(delay).toBeLessThanOrEqual(base * 1.2 + 1e-6)
          expect(delay).toBeCloseTo(base * (1 + 0.2 * (2 * randomValue - 1)), 6)
        },
      ),
    )
  })
})
