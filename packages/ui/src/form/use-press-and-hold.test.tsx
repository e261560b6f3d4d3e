import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePressAndHold } from './use-press-and-hold.js'

function Stepper({ onStep }: { onStep: () => void }): ReactNode {
  return (
    <button type="button" {...usePressAndHold(onStep)}>
      Step
    </button>
  )
}

describe('usePressAndHold', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('acts once on press, then every 100 ms after being held for 1 s, until released', () => {
    const onStep = vi.fn()
    render(<Stepper onStep={onStep} />)
    const button = screen.getByRole('button', { name: 'Step' })
    fireEvent.pointerDown(button, { button: 0 })
    expect(onStep).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(999)
    expect(onStep).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1 + 500)
    expect(onStep).toHaveBeenCalledTimes(6)
    fireEvent.pointerUp(button)
    vi.advanceTimersByTime(1000)
    expect(onStep).toHaveBeenCalledTimes(6)
  })

  it('acts once for a keyboard click', () => {
    const onStep = vi.fn()
    render(<Stepper onStep={onStep} />)
    fireEvent.click(screen.getByRole('button', { name: 'Step' }), { detail: 0 })
    expect(onStep).toHaveBeenCalledTimes(1)
  })
})
