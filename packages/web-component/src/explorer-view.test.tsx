import { within } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { renderExplorerView } from './render-explorer-view.test-support.js'

// The kit's main entry cannot load (a chunk the network dropped, a host that deleted it): the view says so.
vi.mock('@api-explorer/ui', () => {
  throw new Error('Failed to fetch dynamically imported module: chunks/src-XXXX.js')
})

it('says the explorer could not be loaded when the kit chunk fails, where the skeleton would stay forever', async () => {
  const { container, unmount } = await renderExplorerView('')
  await vi.waitFor(() => {
    const alert = within(container).getByRole('alertdialog', { name: 'API Explorer' })
    const text = within(alert).getByRole('alert').textContent
    // What follows is the import's own message (vitest words a failed mock its own way).
    expect(text).toMatch(/^The explorer could not be loaded: \S/)
  })
  await unmount()
})
