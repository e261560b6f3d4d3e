import { describe, expect, it } from 'vitest'
import { sleep, startDeadline } from './sleep.js'

describe('sleep', () => {
  it('waits the given time', async () => {
    const started = performance.now()
    await sleep(30)
    expect(performance.now() - started).toBeGreaterThanOrEqual(25)
  })

  it('ends as soon as its signal aborts, and at once when it already has', async () => {
    const controller = new AbortController()
    const started = performance.now()
    setTimeout(() => controller.abort(), 10)
    await sleep(10_000, controller.signal)
    await sleep(10_000, controller.signal)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('startDeadline', () => {
  it('aborts with a TimeoutError after the time and reports that it fired', async () => {
    const deadline = startDeadline(10)
    await sleep(40)
    expect(deadline.timedOut()).toBe(true)
    expect(deadline.signal?.reason).toMatchObject({ name: 'TimeoutError' })
  })

  it('never fires once cleared, nor without a positive timeout', async () => {
    const cleared = startDeadline(10)
    cleared.clear()
    await sleep(40)
    expect(cleared.timedOut()).toBe(false)
    expect(cleared.signal?.aborted).toBe(false)
    for (const timeout of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(startDeadline(timeout).signal).toBeUndefined()
    }
  })
})
