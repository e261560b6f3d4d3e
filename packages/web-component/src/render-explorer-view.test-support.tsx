import { definitionForOrigin } from '@api-explorer/sample-api'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { ExplorerView } from './explorer-view.js'

/**
 * Test support: renders `<ExplorerView>` with the sample API's definition, open on `route`, into a fresh element of
 * the page (jsdom), and returns that element and how to unmount it. The test file mocks the kit's main entry.
 */
export async function renderExplorerView(
  route: string,
): Promise<{ container: HTMLElement; unmount: () => Promise<void> }> {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <ExplorerView
        definition={definitionForOrigin('http://127.0.0.1:4010')}
        loadError={undefined}
        route={route}
        onClose={() => undefined}
        portalContainer={container}
      />,
    )
  })
  return {
    container,
    unmount: () =>
      act(async () => {
        root.unmount()
        container.remove()
      }),
  }
}
