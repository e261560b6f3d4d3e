import createDOMPurify from 'dompurify'
import { Marked } from 'marked'
import type { ReactNode } from 'react'
import { useMemo } from 'react'

// Loaded on demand (see markdown.tsx). marked (CommonMark + GitHub extensions) with DOMPurify is a 27 KB gzip
// chunk; react-markdown with remark-gfm, rehype-raw and rehype-sanitize measured 100 KB gzip here, because
// reading inline HTML needs a full HTML parser (parse5) there. DOMPurify uses the browser's own parser and is the
// sanitiser most docs tools rely on.

const marked = new Marked({ gfm: true, async: false })

/** A sanitiser of our own, so its settings and hooks never touch a DOMPurify the host page uses. */
let purifier: ReturnType<typeof createDOMPurify> | undefined

function sanitiser(): ReturnType<typeof createDOMPurify> {
  if (purifier == null) {
    purifier = createDOMPurify(window)
    purifier.addHook('afterSanitizeAttributes', (node) => {
      // Links in docs text leave the playground in a new tab, without handing it the opener.
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
  }
  return purifier
}

/**
 * Docs text as HTML that cannot run anything: markdown (with inline HTML) to HTML, then DOMPurify's allow-list,
 * which drops scripts, event handlers and `javascript:` links; styles and form controls are dropped too, so a
 * definition cannot draw over or imitate the playground.
 */
export function markdownToSafeHtml(text: string): string {
  const html = marked.parse(text) as string
  return sanitiser().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  })
}

/** Docs text from a definition rendered as sanitised markdown (see {@link markdownToSafeHtml}). */
export function MarkdownRenderer({ text }: { text: string }): ReactNode {
  const html = useMemo(() => markdownToSafeHtml(text), [text])
  // The HTML was sanitised just above; this is the one place docs text becomes markup.
  return <div className="ax-MarkdownBody" dangerouslySetInnerHTML={{ __html: html }} />
}
