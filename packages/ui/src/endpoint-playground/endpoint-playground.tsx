import type { ExplorerItem } from '@api-explorer/model'
import {
  EndpointScope,
  FormStoreProvider,
  useEndpointForm,
  useEndpointSession,
  useHttpRequest,
} from '@api-explorer/react'
import type { ReactNode } from 'react'
import { AuthCards } from '../authorization/auth-cards.js'
import { useEndpointAuth } from '../authorization/use-request-auth.js'
import { EndpointRequestPreview } from '../request-preview/endpoint-request-preview.js'
import { ResponseCard } from '../response-card/response-card.js'
import { DescriptionText } from '../form/description-text.js'
import { FieldIdScope } from '../form/field-ids.js'
import { PlaygroundSplit } from '../layout/playground-split.js'
import type { SplitStart } from '../layout/split-start.js'
import type { PlaygroundOptions } from '../parts/playground-options.js'
import { PartRoot } from '../parts/part-root.js'
import { BodySection } from './body-section.js'
import { ParameterSections } from './parameter-sections.js'
import { UrlBar } from './url-bar.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** Props of {@link EndpointPlayground}. */
export type EndpointPlaygroundProps = PlaygroundOptions & {
  /** The endpoint: its slug (`users/get-user`), its id, or its item from `listExplorerItems`. */
  endpoint: string | ExplorerItem
}

/**
 * The playground of one endpoint: URL bar with Send, the form (headers, path, query, body), the response and
 * the request as code. Use it inside an `ExplorerProvider`, in the overlay or inline in a page; every
 * playground of one endpoint shares its form and response.
 *
 * @example
 * <ExplorerProvider definition={definition} proxyUrl={proxyUrl}>
 *   <EndpointPlayground endpoint="users/get-user" />
 * </ExplorerProvider>
 */
export function EndpointPlayground({
  endpoint,
  headingLevel = 2,
  splitStart,
  header = true,
}: EndpointPlaygroundProps): ReactNode {
  const id = typeof endpoint === 'string' ? endpoint : endpoint.id
  return (
    <PartRoot>
      <EndpointScope endpoint={id}>
        <FieldIdScope>
          <PlaygroundLayout headingLevel={headingLevel} splitStart={splitStart} header={header} />
        </FieldIdScope>
      </EndpointScope>
    </PartRoot>
  )
}

function PlaygroundLayout({
  headingLevel,
  splitStart,
  header,
}: {
  headingLevel: 2 | 3 | 4
  splitStart: SplitStart | undefined
  header: boolean
}): ReactNode {
  const uiText = useMessages()
  const { item, form: store } = useEndpointSession()
  const auth = useEndpointAuth()
  const request = useHttpRequest(auth.headers)
  const hasExample = useEndpointForm((state) => (state.endpoint.examples?.length ?? 0) > 0)
  const endpoint = useEndpointForm((state) => state.endpoint)
  const Heading = `h${headingLevel}` as const
  return (
    <article className="ax-EndpointPlayground" aria-label={item.title}>
      {header ? (
        <header className="ax-EndpointPlayground-header">
          {item.breadcrumb.length > 0 ? <p className="ax-Breadcrumb">{item.breadcrumb.join(' / ')}</p> : null}
          <Heading>{item.title}</Heading>
          {endpoint.description == null ? null : <DescriptionText text={endpoint.description} />}
        </header>
      ) : null}
      <UrlBar request={request} />
      {auth.selected == null ? null : <AuthCards selected={auth.selected} tokenRequest={auth.tokenRequest} />}
      <PlaygroundSplit
        start={splitStart}
        form={
          <>
            <div className="ax-Toolbar">
              {hasExample ? (
                <button
                  type="button"
                  className="ax-Button"
                  data-variant="ghost"
                  onClick={() => store.getState().applyExample()}
                >
                  {uiText.useExample}
                </button>
              ) : null}
              <button
                type="button"
                className="ax-Button"
                data-variant="ghost"
                onClick={() => store.getState().clear()}
              >
                {uiText.clearForm}
              </button>
            </div>
            <FormStoreProvider store={store}>
              <ParameterSections declared={endpoint} />
              <BodySection endpoint={endpoint} />
            </FormStoreProvider>
          </>
        }
        result={
          <>
            <ResponseCard />
            <EndpointRequestPreview request={request} scheme={auth.selected?.scheme} />
          </>
        }
      />
    </article>
  )
}
