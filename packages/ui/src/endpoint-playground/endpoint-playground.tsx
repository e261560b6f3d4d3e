import type { ExplorerItem } from '@api-explorer/model'
import {
  EndpointFormProvider,
  useFormStoreCache,
  FormStoreProvider,
  ResponseProvider,
  useEndpointForm,
  useEndpointFormStore,
  useHttpRequest,
} from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { AuthCards } from '../authorization/auth-cards.js'
import { useAuthEnvironmentSync } from '../authorization/use-auth-environment-sync.js'
import { useRequestAuth } from '../authorization/use-request-auth.js'
import { UI_TEXT } from '../messages.js'
import { EndpointRequestPreview } from '../request-preview/endpoint-request-preview.js'
import { ResponseCard } from '../response-card/response-card.js'
import { DescriptionText } from '../form/description-text.js'
import { FieldIdScope } from '../form/field-ids.js'
import { PlaygroundSplit } from '../layout/playground-split.js'
import { BodySection } from './body-section.js'
import { ParameterSections } from './parameter-sections.js'
import { UrlBar } from './url-bar.js'

/** Props of {@link EndpointPlayground}. */
export type EndpointPlaygroundProps = {
  item: ExplorerItem
  /** Hides the Send button. */
  sendDisabled?: boolean | undefined
}

/**
 * The playground of one endpoint: URL bar with Send, the form (headers, path, query, body), the response and
 * the request as code. Each endpoint gets its own form and response.
 */
export function EndpointPlayground({ item, sendDisabled }: EndpointPlaygroundProps): ReactNode {
  const { proxyUrl } = useExplorerContext()
  // The form store comes from the explorer's cache, so edits survive switching endpoints and back.
  const forms = useFormStoreCache()
  return (
    <EndpointFormProvider key={item.id} store={forms.endpoint(item.id)}>
      <ResponseProvider key={`${item.id}:${proxyUrl ?? ''}`} {...(proxyUrl == null ? {} : { proxyUrl })}>
        <FieldIdScope>
          <PlaygroundLayout item={item} sendDisabled={sendDisabled} />
        </FieldIdScope>
      </ResponseProvider>
    </EndpointFormProvider>
  )
}

function PlaygroundLayout({ item, sendDisabled }: EndpointPlaygroundProps): ReactNode {
  const auth = useRequestAuth()
  useAuthEnvironmentSync()
  const request = useHttpRequest(auth.headers)
  const hasExample = useEndpointForm((state) => (state.endpoint.examples?.length ?? 0) > 0)
  const endpoint = useEndpointForm((state) => state.endpoint)
  const description = endpoint.description
  const store = useEndpointFormStore()
  return (
    <article className="ax-EndpointPlayground" aria-label={item.title}>
      <header className="ax-EndpointPlayground-header">
        {item.breadcrumb.length > 0 ? <p className="ax-Breadcrumb">{item.breadcrumb.join(' / ')}</p> : null}
        <h2>{item.title}</h2>
        {description == null ? null : <DescriptionText text={description} />}
      </header>
      <UrlBar request={request} requestToSend={auth.requestToSend} sendDisabled={sendDisabled} />
      {auth.selected == null ? null : <AuthCards selected={auth.selected} tokenRequest={auth.tokenRequest} />}
      <PlaygroundSplit
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
                  {UI_TEXT.useExample}
                </button>
              ) : null}
              <button
                type="button"
                className="ax-Button"
                data-variant="ghost"
                onClick={() => store.getState().clear()}
              >
                {UI_TEXT.clearForm}
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
