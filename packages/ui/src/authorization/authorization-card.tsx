import type { SelectedAuthScheme } from '@api-explorer/react'
import { authSchemeKey, canResetToDefault, isAuthPresent, isPasswordAlwaysEmpty } from '@api-explorer/react'
import type { HttpRequest } from '@api-explorer/model'
import { useAuthStore, useAuthStoreApi } from '@api-explorer/react'
import { KeyRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { useEffect, useId, useRef } from 'react'
import type { UiMessages } from '../messages.js'
import { BasicFields, BearerFields, HeaderFields } from './credential-fields.js'
import { OAuthFields } from './oauth-fields.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** The card's title by scheme, as the spec words it. */
function titleOf(selected: SelectedAuthScheme, text: UiMessages): string {
  // An OAuth scheme whose token endpoint is missing falls back to a plain bearer token form.
  if (selected.oauthFallback) return text.bearerTitle
  switch (selected.scheme.type) {
    case 'bearerAuth':
      return text.bearerTitle
    case 'basicAuth':
      return text.basicTitle
    default:
      return text.credentialsTitle
  }
}

/**
 * The authorization card of an endpoint's first auth scheme: its title, an "Authenticated" / "Not
 * Authenticated" badge, and, when opened, the credential fields with "Reset token to default" and "Close".
 * Credentials are shared by every endpoint of the explorer and kept for the browser session.
 */
export function AuthorizationCard({
  selected,
  tokenRequest,
  onLogin,
}: {
  selected: SelectedAuthScheme
  /** Builds the OAuth token endpoint's request (see `EndpointSession.auth`). */
  tokenRequest?: (() => HttpRequest) | undefined
  /** Offers "Login" (back to key-injection login) next to the credentials. */
  onLogin?: (() => void) | undefined
}): ReactNode {
  const uiText = useMessages()
  const { scheme } = selected
  const key = authSchemeKey(scheme)
  const present = useAuthStore((state) => isAuthPresent(scheme, state))
  const open = useAuthStore((state) => state.formOpen)
  const resettable = useAuthStore((state) => canResetToDefault(state, key))
  const store = useAuthStoreApi()
  const headingId = useId()
  const bodyId = useId()
  const { toggleRef, bodyRef, focusAfter } = useDisclosureFocus(open)
  const setOpen = (next: boolean): void => {
    focusAfter(next ? 'body' : 'toggle')
    store.getState().setFormOpen(next)
  }
  return (
    <section className="ax-Card ax-AuthorizationCard" aria-labelledby={headingId}>
      <header className="ax-Card-header">
        <KeyRound aria-hidden size={14} />
        <h3 id={headingId}>{titleOf(selected, uiText)}</h3>
        <span className="ax-StatusBadge" data-tone={present ? 'success' : 'neutral'}>
          {present ? uiText.authenticated : uiText.notAuthenticated}
        </span>
        {open ? null : (
          <button
            ref={toggleRef}
            type="button"
            className="ax-Button"
            data-variant="ghost"
            aria-expanded={false}
            onClick={() => setOpen(true)}
          >
            {uiText.openAuthorization}
          </button>
        )}
      </header>
      {open ? (
        <div className="ax-Card-body ax-AuthorizationCard-body" id={bodyId} ref={bodyRef}>
          {scheme.type === 'bearerAuth' ? <BearerFields /> : null}
          {scheme.type === 'basicAuth' ? (
            <BasicFields passwordAlwaysEmpty={isPasswordAlwaysEmpty(scheme)} />
          ) : null}
          {scheme.type === 'header' ? (
            <HeaderFields scheme={scheme} label={selected.oauthFallback ? uiText.token : undefined} />
          ) : null}
          {scheme.type === 'oAuth' ? (
            <OAuthFields selected={{ ...selected, scheme }} tokenRequest={tokenRequest} />
          ) : null}
          <div className="ax-Toolbar">
            {resettable ? (
              <button
                type="button"
                className="ax-Button"
                data-variant="ghost"
                onClick={() => store.getState().resetToDefault(key)}
              >
                {uiText.resetToken}
              </button>
            ) : null}
            <button
              type="button"
              className="ax-Button"
              data-variant="ghost"
              aria-expanded
              aria-controls={bodyId}
              onClick={() => setOpen(false)}
            >
              {uiText.close}
            </button>
            {onLogin == null ? null : (
              <button type="button" className="ax-Button" data-variant="ghost" onClick={onLogin}>
                {uiText.login}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </section>
  )
}

/**
 * Keeps keyboard focus where the reader is when the card opens or closes: on the first field after "Edit
 * credentials", and back on "Edit credentials" after "Close" or an automatic close (an OAuth login closes the
 * form after 500 ms) that would otherwise drop focus to the page. The return type is inferred, as what
 * `useRef(null)` returns differs between React 18's types and React 19's, and the package type-checks against both.
 */
function useDisclosureFocus(open: boolean) {
  const toggleRef = useRef<HTMLButtonElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const pending = useRef<'body' | 'toggle' | null>(null)
  const wasOpen = useRef(open)
  useEffect(() => {
    const closedWithFocusLost = wasOpen.current && !open && document.activeElement === document.body
    wasOpen.current = open
    const target = pending.current ?? (closedWithFocusLost ? 'toggle' : null)
    pending.current = null
    if (target === 'body') {
      bodyRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus()
    } else if (target === 'toggle') {
      toggleRef.current?.focus()
    }
  }, [open])
  return {
    toggleRef,
    bodyRef,
    focusAfter: (target: 'body' | 'toggle'): void => {
      pending.current = target
    },
  }
}
