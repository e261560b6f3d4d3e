import type { AuthScheme, HttpRequest } from '@api-explorer/model'
import { useAuthValues, useEndpointForm, useExplorer, useExplorerState } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { useUiSettings } from '../api-explorer/explorer-context.js'
import type { SdkSnippetSource } from './request-preview.js'
import { RequestPreview } from './request-preview.js'
import { snippetPayload } from './snippet-payload.js'

/**
 * The request preview of the endpoint whose form is provided: the HTTP snippets of the request Send sends,
 * plus the calls of the API's SDKs with the form's values, in the language remembered across endpoints.
 */
export function EndpointRequestPreview({
  request,
  scheme,
}: {
  request: HttpRequest
  scheme: AuthScheme | undefined
}): ReactNode {
  const explorer = useExplorer()
  const settings = useUiSettings()
  const snippetLanguage = useExplorerState((state) => state.snippetLanguage)
  const endpoint = useEndpointForm((state) => state.endpoint)
  const formState = useEndpointForm((state) => state.formState)
  const values = useAuthValues()
  const { definition } = explorer
  const { sdks = [], snippetTemplates } = settings
  const sdk = useMemo((): SdkSnippetSource | undefined => {
    if (sdks.length === 0 && (snippetTemplates?.length ?? 0) === 0) return undefined
    return {
      definition,
      endpoint,
      sdks,
      templates: snippetTemplates,
      payload: (credentials) => snippetPayload(formState, { scheme, values }, credentials),
    }
  }, [definition, endpoint, sdks, snippetTemplates, formState, scheme, values])
  return (
    <RequestPreview
      request={request}
      sdk={sdk}
      language={snippetLanguage}
      onLanguageChange={explorer.setSnippetLanguage}
      {...(settings.copyWithSecrets == null ? {} : { copyWithSecrets: settings.copyWithSecrets })}
      {...(settings.snippetLanguages == null ? {} : { languages: settings.snippetLanguages })}
    />
  )
}
