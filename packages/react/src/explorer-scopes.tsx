import type { BlockedReason, ChannelSession, EndpointSession } from '@api-explorer/core'
import { effectiveEnvironment } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { createContext, useContext, useEffect } from 'react'
import { useStore } from 'zustand'
import { EndpointFormProvider } from './endpoint-form.js'
import { useExplorer, useExplorerState } from './explorer.js'
import { ResponseProvider } from './response.js'
import { WebSocketFormProvider } from './websocket-form.js'
import { WebSocketSessionProvider } from './websocket-session.js'

const EndpointSessionContext = createContext<EndpointSession | null>(null)
const ChannelSessionContext = createContext<ChannelSession | null>(null)

/**
 * The session of an endpoint of the provided explorer (by id or slug): the same one wherever it is shown,
 * read again when the explorer replaces its sessions.
 */
export function useEndpointSessionOf(idOrSlug: string): EndpointSession {
  const explorer = useExplorer()
  useExplorerState((state) => state.revision)
  return explorer.endpoint(idOrSlug)
}

/** The session of a websocket channel of the provided explorer (by id or slug). */
export function useChannelSessionOf(idOrSlug: string): ChannelSession {
  const explorer = useExplorer()
  useExplorerState((state) => state.revision)
  return explorer.channel(idOrSlug)
}

/**
 * Makes one endpoint current for the parts below (its session, form and response): `useEndpointSession`,
 * `useEndpointForm`, `useResponse` and friends read it. Keeps the credential store on the environment the
 * endpoint's requests go to, so the site's `env_state` for it applies.
 *
 * @example
 * <EndpointScope endpoint="users/get-user"><SendButton /><ResponseView /></EndpointScope>
 */
export function EndpointScope({ endpoint, children }: { endpoint: string; children?: ReactNode }): ReactNode {
  const session = useEndpointSessionOf(endpoint)
  const environmentId = useStore(
    session.form,
    (state) => effectiveEnvironment(state.endpoint, state.environmentId)?.id,
  )
  useAuthEnvironment(environmentId)
  return (
    <EndpointSessionContext.Provider value={session}>
      <EndpointFormProvider store={session.form}>
        <ResponseProvider store={session.response}>{children}</ResponseProvider>
      </EndpointFormProvider>
    </EndpointSessionContext.Provider>
  )
}

/**
 * Makes one websocket channel current for the parts below (its session, form and connection). Leaving it
 * (unmounting) closes the connection and cancels a connect waiting for credentials.
 */
export function ChannelScope({ channel, children }: { channel: string; children?: ReactNode }): ReactNode {
  const session = useChannelSessionOf(channel)
  const environmentId = useStore(
    session.form,
    (state) => effectiveEnvironment(state.channel, state.environmentId)?.id,
  )
  useAuthEnvironment(environmentId)
  useEffect(() => () => session.disconnect(), [session])
  return (
    <ChannelSessionContext.Provider value={session}>
      <WebSocketFormProvider store={session.form}>
        <WebSocketSessionProvider store={session.session}>{children}</WebSocketSessionProvider>
      </WebSocketFormProvider>
    </ChannelSessionContext.Provider>
  )
}

function useAuthEnvironment(environmentId: string | undefined): void {
  const { auth } = useExplorer()
  useEffect(() => {
    if (auth.getState().environmentId !== environmentId) auth.getState().setEnvironment(environmentId)
  }, [auth, environmentId])
}

/** The current endpoint's session (`send`, `auth`, stores). Throws outside an {@link EndpointScope}. */
export function useEndpointSession(): EndpointSession {
  const session = useContext(EndpointSessionContext)
  if (session == null) throw new Error('`useEndpointSession` must be used within `<EndpointScope>`')
  return session
}

/** The current channel's session (`connect`, `disconnect`, `send`). Throws outside a {@link ChannelScope}. */
export function useChannelSession(): ChannelSession {
  const session = useContext(ChannelSessionContext)
  if (session == null) throw new Error('`useChannelSession` must be used within `<ChannelScope>`')
  return session
}

/** Where Send stands for the current endpoint. */
export type SendStatus = {
  /** Fresh credentials are being fetched. */
  preparing: boolean
  /** The response is loading. */
  loading: boolean
  /** Why Send would refuse now (`busy` included), or `undefined`. */
  blocked: BlockedReason | undefined
}

/** Where Send stands for the current endpoint, re-rendering when it changes. */
export function useSendStatus(): SendStatus {
  const session = useEndpointSession()
  const preparing = useStore(session.preparing, (state) => state.preparing)
  const loading = useStore(session.response, (state) => state.response.type === 'loading')
  // What the refusal depends on: the base URL the form picked and the host's switch.
  useStore(session.form, (state) => `${state.baseUrlOverride ?? ''} ${state.environmentId ?? ''}`)
  useExplorerState((state) => state.settings.sendDisabled)
  return { preparing, loading, blocked: session.blockedReason() }
}

/** Where Connect stands for the current channel. */
export type ConnectStatus = {
  /** closed → opening (credentials being fetched included) → opened. */
  status: 'closed' | 'opening' | 'opened'
  /** Why Connect would refuse now (`disabled` or `localhost`; `busy` is the status), or `undefined`. */
  blocked: BlockedReason | undefined
}

/** Where Connect stands for the current channel, re-rendering when it changes. */
export function useConnectStatus(): ConnectStatus {
  const channel = useChannelSession()
  const preparing = useStore(channel.preparing, (state) => state.preparing)
  const status = useStore(channel.session, (state) => state.status)
  useStore(channel.form, (state) => state.formState)
  useExplorerState((state) => state.settings.sendDisabled)
  const blocked = channel.blockedReason()
  return {
    status: preparing && status === 'closed' ? 'opening' : status,
    blocked: blocked === 'busy' ? undefined : blocked,
  }
}
