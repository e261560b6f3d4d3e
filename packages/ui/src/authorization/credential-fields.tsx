import type { AuthScheme } from '@api-explorer/model'
import { headerValue, parseBearerTokenOptions } from '@api-explorer/react'
import { useAuthStore, useAuthStoreApi } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useMessages } from '../api-explorer/explorer-context.js'

/** A labelled text input; secrets are masked. */
export function CredentialInput(props: {
  label: string
  value: string
  secret?: boolean
  onChange: (value: string) => void
}): ReactNode {
  const id = useId()
  return (
    <div className="ax-Field">
      <label htmlFor={id} className="ax-Field-label">
        <code>{props.label}</code>
      </label>
      <input
        id={id}
        className="ax-Input"
        type={props.secret === true ? 'password' : 'text'}
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </div>
  )
}

/** The bearer token, with a picker when the token carries named options. */
export function BearerFields(): ReactNode {
  const uiText = useMessages()
  const token = useAuthStore((state) => state.bearerAuth.token)
  const store = useAuthStoreApi()
  const options = parseBearerTokenOptions(token)
  const selectId = useId()
  if (options.length > 0) {
    return (
      <div className="ax-Field">
        <label htmlFor={selectId} className="ax-Field-label">
          <code>{uiText.tokenOption}</code>
        </label>
        <select
          id={selectId}
          className="ax-Input"
          value={options.find((option) => option.selected)?.key}
          onChange={(event) => store.getState().selectBearerTokenOption(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.key} value={option.key}>
              {option.key}
            </option>
          ))}
        </select>
      </div>
    )
  }
  return (
    <CredentialInput
      label={uiText.token}
      value={token}
      secret
      onChange={(value) => store.getState().setBearerToken(value)}
    />
  )
}

/** Username and password; only the username when the scheme always sends an empty password. */
export function BasicFields({ passwordAlwaysEmpty = false }: { passwordAlwaysEmpty?: boolean }): ReactNode {
  const uiText = useMessages()
  const basic = useAuthStore((state) => state.basicAuth)
  const store = useAuthStoreApi()
  return (
    <>
      <CredentialInput
        label={uiText.username}
        value={basic.username}
        onChange={(username) => store.getState().setBasicAuth({ username })}
      />
      {passwordAlwaysEmpty ? null : (
        <CredentialInput
          label={uiText.password}
          value={basic.password}
          secret
          onChange={(password) => store.getState().setBasicAuth({ password })}
        />
      )}
    </>
  )
}

/** The value of a custom auth header, labelled with the header's name (or `label`). */
export function HeaderFields({
  scheme,
  label,
}: {
  scheme: Extract<AuthScheme, { type: 'header' }>
  label?: string | undefined
}): ReactNode {
  const name = scheme.headerWireValue
  const value = useAuthStore((state) => headerValue(state.header.headers, name) ?? '')
  const store = useAuthStoreApi()
  return (
    <CredentialInput
      label={label ?? scheme.nameOverride ?? name}
      value={value}
      secret
      onChange={(next) => store.getState().setHeaderValue(name, next)}
    />
  )
}
