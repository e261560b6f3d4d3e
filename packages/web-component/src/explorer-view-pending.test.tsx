import { within } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { renderExplorerView } from './render-explorer-view.test-support.js'

// The kit's main entry is still on its way (a slow network): it never arrives in this test.
vi.mock('@api-explorer/ui', () => new Promise(() => undefined))

it('lists a definition that came before the kit chunk, as its outline would, until the chunk arrives', async () => {
  const { container, unmount } = await renderExplorerView('users/get-user')
  const dialog = within(container).getByRole('dialog', { name: /API Explorer/ })
  expect(within(dialog).getByRole('link', { name: 'GET Get user' }).getAttribute('aria-current')).toBe('page')
  // The playground is the kit's: a skeleton until then.
  expect(within(dialog).queryByRole('heading', { level: 2, name: 'Get user' })).toBeNull()
  await unmount()
})
