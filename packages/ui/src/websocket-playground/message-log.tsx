import { stringifyJson } from '@api-explorer/model'
import { useWebSocketSession, useWebSocketSessionStore } from '@api-explorer/react'
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId, useRef } from 'react'
import { useIsomorphicLayoutEffect } from '../layout/use-narrow-container.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/**
 * The Messages panel: a "Connected" / "Not connected" badge, Clear, the close reason of a connection that
 * ended abnormally, and every message sent and received, oldest first.
 */
export function MessageLog(): ReactNode {
  const uiText = useMessages()
  const messages = useWebSocketSession((state) => state.messages)
  const connected = useWebSocketSession((state) => state.status === 'opened')
  const error = useWebSocketSession((state) => state.error)
  const session = useWebSocketSessionStore()
  const headingId = useId()
  const body = useFollowNewest(messages.length)
  return (
    <section className="ax-Card ax-MessageLog" aria-labelledby={headingId}>
      <header className="ax-Card-header">
        <h3 id={headingId}>{uiText.messages}</h3>
        <span className="ax-StatusBadge" data-tone={connected ? 'success' : 'neutral'} role="status">
          {connected ? uiText.connected : uiText.notConnected}
        </span>
        <button
          type="button"
          className="ax-Button"
          data-variant="ghost"
          disabled={messages.length === 0}
          onClick={() => session.getState().clear()}
        >
          {uiText.clear}
        </button>
      </header>
      {/* Focusable so a keyboard reader can scroll a long log; a group named by the heading says what it is. */}
      <div ref={body} className="ax-Card-body" tabIndex={0} role="group" aria-labelledby={headingId}>
        {error == null ? null : (
          <p className="ax-Banner" data-tone="error" role="alert">
            {error}
          </p>
        )}
        {messages.length === 0 ? <p className="ax-Muted">{uiText.noMessages}</p> : null}
        <ol className="ax-MessageLog-list" aria-live="polite">
          {messages.map((entry, index) => (
            <li key={index} className="ax-MessageLog-entry" data-origin={entry.origin}>
              <span className="ax-MessageLog-meta">
                {entry.origin === 'client' ? (
                  <ArrowUpRight aria-label={uiText.sent} size={14} />
                ) : entry.origin === 'server' ? (
                  <ArrowDownLeft aria-label={uiText.received} size={14} />
                ) : null}
                <code>{entry.displayName ?? entry.type}</code>
                <time dateTime={new Date(entry.timestamp).toISOString()}>
                  {new Date(entry.timestamp).toLocaleTimeString()}
                </time>
              </span>
              <pre className="ax-Code">
                {typeof entry.data === 'string' ? entry.data : stringifyJson(entry.data, 2)}
              </pre>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

/** How close to the end (px) still counts as reading the newest messages. */
const FOLLOW_SLACK = 48

/**
 * Keeps the log scrolled to its newest message while the reader is there, like a chat: a reader who scrolled up
 * to read an older message is left where they are. The return type is inferred, as what `useRef(null)` returns
 * differs between React 18's types and React 19's.
 */
function useFollowNewest(count: number) {
  const body = useRef<HTMLDivElement>(null)
  const following = useRef(true)
  useIsomorphicLayoutEffect(() => {
    const element = body.current
    if (element == null) return undefined
    const track = (): void => {
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK
    }
    element.addEventListener('scroll', track, { passive: true })
    return () => element.removeEventListener('scroll', track)
  }, [])
  useIsomorphicLayoutEffect(() => {
    const element = body.current
    if (element != null && following.current) element.scrollTop = element.scrollHeight
  }, [count])
  return body
}
