import type { PointerEvent as ReactPointerEvent } from 'react'
import { useEffect, useLayoutEffect, useRef } from 'react'

/** How long a stepper is held before it repeats, and how often it repeats then (spec §9). */
const HOLD_DELAY_MS = 1000
const REPEAT_INTERVAL_MS = 100

/** Pointer handlers for a button that acts once when pressed and, held for 1 s, repeats every 100 ms. */
export type PressAndHoldHandlers = {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerUp: () => void
  onPointerLeave: () => void
  onPointerCancel: () => void
  /** Keyboard and assistive-technology clicks act once (pointer presses already acted on pointer down). */
  onClick: (event: { detail: number }) => void
}

/**
 * Makes `action` run on press and then repeatedly while the button is held. The latest `action` is used on each
 * repeat, so it may read fresh state. Timers stop on release, on leave and on unmount.
 */
export function usePressAndHold(action: () => void): PressAndHoldHandlers {
  const latest = useRef(action)
  useLayoutEffect(() => {
    latest.current = action
  })
  const timers = useRef<{ hold?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({})
  const stop = (): void => {
    clearTimeout(timers.current.hold)
    clearInterval(timers.current.repeat)
    timers.current = {}
  }
  useEffect(() => stop, [])
  return {
    onPointerDown: (event) => {
      if (event.button !== 0) return
      stop()
      latest.current()
      timers.current.hold = setTimeout(() => {
        timers.current.repeat = setInterval(() => latest.current(), REPEAT_INTERVAL_MS)
      }, HOLD_DELAY_MS)
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onClick: (event) => {
      // `detail` is 0 for clicks from the keyboard (Enter, Space) and assistive technology.
      if (event.detail === 0) latest.current()
    },
  }
}
