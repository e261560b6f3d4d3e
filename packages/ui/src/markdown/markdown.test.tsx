import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Markdown, plainText } from './markdown.js'

const HOSTILE = [
  'Use **bold** and `code`, see [the docs](https://example.com/docs).',
  '<p>Stripe-style <b>HTML</b> paragraph.</p>',
  '<script>window.__owned = true</script>',
  '<img src="x" onerror="window.__owned = true">',
  '[click](javascript:window.__owned=true)',
  '<a href="javascript:alert(1)">html link</a>',
  '<div style="position:fixed;inset:0" onclick="alert(1)">overlay</div>',
].join('\n\n')

describe('Markdown', () => {
  it('renders docs text as markdown and inline HTML, with nothing that can run', async () => {
    const { container } = render(<Markdown text={HOSTILE} />)
    expect((await screen.findByText('bold')).tagName).toBe('STRONG')
    expect(screen.getByText('code').tagName).toBe('CODE')
    expect(screen.getByText('HTML').tagName).toBe('B')
    const docs = screen.getByRole('link', { name: 'the docs' })
    expect(docs.getAttribute('href')).toBe('https://example.com/docs')
    expect(docs.getAttribute('rel')).toBe('noopener noreferrer')

    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror], [onclick], [style]')).toBeNull()
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i)
    }
    expect((window as { __owned?: boolean }).__owned).toBeUndefined()
  })

  it('shows plain text without tags until the renderer has loaded', () => {
    expect(plainText('<p>A &amp; B</p>')).toBe('A & B')
  })
})
