import { useResponse } from '@api-explorer/react'
import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { formatSize, formatTime, statusTone } from './format.js'
import { ResponseBody } from './response-body.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** The response of the last Send: status, time, size (JSON), body, a download for files, or the failure. */
export function ResponseCard(): ReactNode {
  const uiText = useMessages()
  const response = useResponse((state) => state.response)
  const headingId = useId()
  return (
    <section
      className="ax-Card ax-ResponseCard"
      aria-labelledby={headingId}
      aria-busy={response.type === 'loading'}
    >
      <header className="ax-Card-header">
        <h3 id={headingId}>{uiText.response}</h3>
        {response.type === 'loaded' ? (
          <dl className="ax-ResponseMeta">
            <dt className="ax-VisuallyHidden">Status</dt>
            <dd className="ax-StatusBadge" data-tone={statusTone(response.value.response.status)}>
              {response.value.response.status} {response.value.response.statusText}
            </dd>
            <dt className="ax-VisuallyHidden">Time</dt>
            <dd>{formatTime(response.value.time)}</dd>
            {response.value.type === 'json' && response.value.size != null ? (
              <>
                <dt className="ax-VisuallyHidden">Size</dt>
                <dd>{formatSize(response.value.size)}</dd>
              </>
            ) : null}
            {response.value.type === 'file' ? (
              <dd>
                <a
                  className="ax-Button"
                  data-variant="ghost"
                  href={response.value.response.body}
                  download={response.value.fileName}
                >
                  <Download aria-hidden size={14} /> {uiText.download}
                </a>
              </dd>
            ) : null}
          </dl>
        ) : null}
        {response.type === 'failed' ? (
          <span className="ax-StatusBadge" data-tone="error">
            {uiText.failed}
          </span>
        ) : null}
      </header>
      <div className="ax-Card-body">
        {response.type === 'notStartedLoading' ? <p className="ax-Muted">{uiText.responseHint}</p> : null}
        {response.type === 'loading' ? <p className="ax-Muted">{uiText.loading}</p> : null}
        {response.type === 'loaded' ? <ResponseBody result={response.value} /> : null}
        {response.type === 'failed' ? (
          <p className="ax-FieldError" role="alert">
            {response.error.message}
          </p>
        ) : null}
      </div>
    </section>
  )
}
