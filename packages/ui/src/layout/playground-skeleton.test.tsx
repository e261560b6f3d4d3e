import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PlaygroundSkeleton } from './playground-skeleton.js'

describe('PlaygroundSkeleton', () => {
  it('shows a POST badge, a Parameters heading and empty cards while it says it is loading', () => {
    const { container } = render(<PlaygroundSkeleton />)
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('POST').className).toBe('ax-MethodBadge')
    expect(screen.getByRole('heading', { name: 'Parameters' })).toBeTruthy()
    const form = container.querySelector('.ax-FormPane')
    const result = container.querySelector('.ax-ResultPane')
    expect(form?.querySelectorAll('.ax-Card')).toHaveLength(2)
    expect(result?.querySelectorAll('.ax-Card')).toHaveLength(2)
    // The placeholders are decoration: nothing in them is read out.
    for (const card of container.querySelectorAll('.ax-Card')) {
      expect(card.getAttribute('aria-hidden')).toBe('true')
      expect(within(card as HTMLElement).queryAllByText(/./)).toHaveLength(0)
    }
  })
})
