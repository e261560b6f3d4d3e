import { definitionForOrigin } from '@api-explorer/sample-api'
import { within } from '@testing-library/dom'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it, vi } from 'vitest'
import { ExplorerView } from './explorer-view.js'

// The kit's main entry is still on its way (a slow network): it never arrives in this test.
vi.mock('@api-explorer/ui', () => new Promise(() => undefined))

it('lists a definition that came before the kit chunk, as its outline would, until the chunk arrives', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <ExplorerView
        definition={definitionForOrigin('http://127.0.0.1:4010')}
        loadError={undefined}
        route="users/get-user"
        onClose={() => undefined}
        portalContainer={container}
      />,
    )
  })
  const dialog = within(container).getByRole('dialog', { name: /API Explorer/ })
  expect(within(dialog).getByRole('link', { name: 'GET Get user' }).getAttribute('aria-current')).toBe('page')
  // The playground is the kit's: a skeleton until then.
  expect(within(dialog).queryByRole('heading', { level: 2, name: 'Get user' })).toBeNull()
  await act(async () => root.unmount())
})
