import { definitionForOrigin } from '@api-explorer/sample-api'
import { within } from '@testing-library/dom'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { ExplorerView } from './explorer-view.js'

// The kit's main entry cannot load (a chunk the network dropped, a host that deleted it): the view says so.
vi.mock('@api-explorer/ui', () => {
  throw new Error('Failed to fetch dynamically imported module: chunks/src-XXXX.js')
})

afterEach(() => {
  document.body.innerHTML = ''
})

it('says the explorer could not be loaded when the kit chunk fails, where the skeleton would stay forever', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <ExplorerView
        definition={definitionForOrigin('http://127.0.0.1:4010')}
        loadError={undefined}
        route=""
        onClose={() => undefined}
        portalContainer={container}
      />,
    )
  })
  await vi.waitFor(() => {
    const alert = within(container).getByRole('alertdialog', { name: 'API Explorer' })
    const text = within(alert).getByRole('alert').textContent
    // What follows is the import's own message (vitest words a failed mock its own way).
    expect(text).toMatch(/^The explorer could not be loaded: \S/)
  })
  await act(async () => root.unmount())
})
