import type { HttpRequest } from '@api-explorer/model'
import { SNIPPET_LANGUAGES, generateSnippet } from '@api-explorer/snippets'
import { Check, Copy } from 'lucide-react'
import type { ReactNode } from 'react'
import { useEffect, useId, useMemo, useState } from 'react'
import { UI_TEXT } from '../messages.js'

/** Props of {@link RequestPreview}. */
export type RequestPreviewProps = {
  request: HttpRequest
  /** The language shown first; unknown languages fall back to cURL. */
  defaultLanguage?: string
}

const LANGUAGE_TITLES: Record<string, string> = {
  curl: 'cURL',
  typescript: 'TypeScript',
  python: 'Python',
  javascript: 'JavaScript',
  go: 'Go',
  ruby: 'Ruby',
  php: 'PHP',
  java: 'Java',
  csharp: 'C#',
  swift: 'Swift',
}

/** The request as code, regenerated whenever the form changes, with a language switcher and a copy button. */
export function RequestPreview({ request, defaultLanguage = 'curl' }: RequestPreviewProps): ReactNode {
  const [language, setLanguage] = useState(
    SNIPPET_LANGUAGES.includes(defaultLanguage) ? defaultLanguage : 'curl',
  )
  const [copied, setCopied] = useState(false)
  const headingId = useId()
  const code = useMemo(() => {
    try {
      return generateSnippet(request, language)
    } catch (error) {
      console.error(error)
      return undefined
    }
  }, [request, language])

  useEffect(() => {
    if (!copied) {
      return undefined
    }
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])

  return (
    <section className="ax-Card ax-RequestPreview" aria-labelledby={headingId}>
      <header className="ax-Card-header">
        <h3 id={headingId}>{UI_TEXT.request}</h3>
        {SNIPPET_LANGUAGES.length > 1 ? (
          <select
            aria-label={UI_TEXT.language}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {SNIPPET_LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {LANGUAGE_TITLES[option] ?? option}
              </option>
            ))}
          </select>
        ) : (
          <span className="ax-Muted">{LANGUAGE_TITLES[language] ?? language}</span>
        )}
        <button
          type="button"
          className="ax-Button"
          data-variant="ghost"
          aria-label={copied ? UI_TEXT.copied : UI_TEXT.copyCode}
          disabled={code == null}
          onClick={() => {
            if (code != null) {
              void navigator.clipboard?.writeText(code).then(
                () => setCopied(true),
                (error: unknown) => console.error(error),
              )
            }
          }}
        >
          {copied ? <Check aria-hidden size={14} /> : <Copy aria-hidden size={14} />}
        </button>
      </header>
      <div className="ax-Card-body">
        {code == null ? (
          <p className="ax-FieldError">{UI_TEXT.snippetError}</p>
        ) : (
          <pre className="ax-Code" data-language={language}>
            <code>{code}</code>
          </pre>
        )}
      </div>
    </section>
  )
}
