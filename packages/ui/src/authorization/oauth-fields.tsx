import type { SelectedAuthScheme } from '@api-explorer/react'
import { selectOAuthWarning } from '@api-explorer/react'
import type { OAuthInputMethod } from '@api-explorer/react'
import type { HttpRequest } from '@api-explorer/model'
import { FormStoreProvider, useAuthStore, useAuthStoreApi } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { BodySection } from '../endpoint-playground/body-section.js'
import { ParameterSections } from '../endpoint-playground/parameter-sections.js'
import { FieldIdScope } from '../form/field-ids.js'
import { CredentialInput } from './credential-fields.js'
import { useTokenForms } from './token-forms.js'
import { useMessages } from '../api-explorer/explorer-context.js'

type OAuthSelection = SelectedAuthScheme & { scheme: { type: 'oAuth' } }

/**
 * OAuth client credentials: either the token endpoint's own form and "Fetch Bearer Token", which sends it and
 * reads the access token, or an access token pasted by the reader.
 */
export function OAuthFields({
  selected,
  tokenRequest,
}: {
  selected: OAuthSelection
  tokenRequest: (() => HttpRequest) | undefined
}): ReactNode {
  const uiText = useMessages()
  const method = useAuthStore((state) => state.oauth.selectedInputMethod)
  const store = useAuthStoreApi()
  const groupName = useId()
  const choices: Array<[OAuthInputMethod, string]> = [
    ['credentials', uiText.clientCredentials],
    ['token', uiText.accessToken],
  ]
  return (
    <>
      <fieldset className="ax-Segmented">
        <legend className="ax-VisuallyHidden">{uiText.oauthInputMethod}</legend>
        {choices.map(([value, label]) => (
          <label key={value} className="ax-Segmented-option">
            <input
              type="radio"
              name={groupName}
              value={value}
              checked={method === value}
              onChange={() => store.getState().setOAuth({ selectedInputMethod: value })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {method === 'credentials' ? (
        <ClientCredentials selected={selected} tokenRequest={tokenRequest} />
      ) : (
        <PastedToken />
      )}
    </>
  )
}

function PastedToken(): ReactNode {
  const uiText = useMessages()
  const token = useAuthStore((state) => state.oauth.userSuppliedAccessToken)
  const store = useAuthStoreApi()
  return (
    <CredentialInput
      label={uiText.accessToken}
      value={token}
      secret
      onChange={(userSuppliedAccessToken) => store.getState().setOAuth({ userSuppliedAccessToken })}
    />
  )
}

function ClientCredentials({
  selected,
  tokenRequest,
}: {
  selected: OAuthSelection
  tokenRequest: (() => HttpRequest) | undefined
}): ReactNode {
  const uiText = useMessages()
  const tokenEndpoint = selected.tokenEndpoint
  const tokenForms = useTokenForms()
  const store = useAuthStoreApi()
  const loggingIn = useAuthStore((state) => state.oauth.isLoggingIn)
  const error = useAuthStore((state) => state.oauthStatus.error)
  const warning = useAuthStore(selectOAuthWarning)
  if (tokenEndpoint == null || tokenRequest == null) return null
  const tokenForm = tokenForms(tokenEndpoint.id)
  const fetchToken = (): void => {
    void store.getState().fetchBearerToken({ oauth: selected.scheme.value.value, request: tokenRequest() })
  }
  return (
    <>
      <FormStoreProvider store={tokenForm}>
        <FieldIdScope>
          <ParameterSections declared={tokenEndpoint} />
          <BodySection endpoint={tokenEndpoint} />
        </FieldIdScope>
      </FormStoreProvider>
      {warning == null ? null : (
        <p className="ax-Banner" data-tone="warning" role="status">
          {warning}
        </p>
      )}
      {error == null ? null : (
        <p className="ax-Banner" data-tone="error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="ax-Button"
        data-variant="primary"
        disabled={loggingIn}
        onClick={fetchToken}
      >
        {loggingIn ? uiText.loading : uiText.fetchBearerToken}
      </button>
    </>
  )
}
