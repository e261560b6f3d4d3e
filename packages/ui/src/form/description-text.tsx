import type { ReactNode } from 'react'

/**
 * A description from the definition. One component for the form and the reference page, so that how docs text
 * is rendered is decided in one place.
 */
export function DescriptionText({ id, text }: { id?: string | undefined; text: string }): ReactNode {
  return (
    <p id={id} className="ax-Description">
      {plainText(text)}
    </p>
  )
}

/**
 * Docs text without its HTML tags and entities, until it is rendered as sanitised markdown. React escapes what
 * is left, so nothing in it can run.
 */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|amp|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim()
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
}
