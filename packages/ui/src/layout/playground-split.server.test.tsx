// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlaygroundSkeleton } from './playground-skeleton.js'
import { PlaygroundSplit } from './playground-split.js'

describe('PlaygroundSplit on the server', () => {
  it('renders the plain CSS split at its starting size without a window or document', () => {
    expect(typeof document).toBe('undefined')
    const html = renderToString(<PlaygroundSplit form={<p>form</p>} result={<p>result</p>} start="pixels" />)
    expect(html).toContain('--ax-split-start:300px')
    expect(html).toContain('data-layout="static"')
    expect(html).toContain('<div class="ax-FormPane"><p>form</p></div>')
    expect(html).toContain('<div class="ax-ResultPane"><p>result</p></div>')
    expect(html).not.toContain('role="separator"')
  })

  it('renders the loading skeleton', () => {
    const html = renderToString(<PlaygroundSkeleton />)
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('--ax-split-start:calc(50% - 8px)')
  })
})
