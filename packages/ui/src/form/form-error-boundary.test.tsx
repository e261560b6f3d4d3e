import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FormErrorBoundary } from './form-error-boundary.js'

function Broken(): never {
  throw new Error('cannot render this shape')
}

describe('FormErrorBoundary', () => {
  it('shows its text in place of a part that fails to render, and the rest keeps rendering', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <div>
        <FormErrorBoundary fallbackText="Error rendering object properties form">
          <Broken />
        </FormErrorBoundary>
        <p>Still here</p>
      </div>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Error rendering object properties form')
    expect(screen.getByText('Still here')).toBeDefined()
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })
})
