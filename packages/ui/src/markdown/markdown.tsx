import type { ComponentType, ReactNode } from 'react'
import { useEffect, useState } from 'react'

type Renderer = ComponentType<{ text: string }>

let loaded: Renderer | undefined
let loading: Promise<Renderer> | undefined

/** Loads the markdown renderer once for the whole page. */
function loadRenderer(): Promise<Renderer> {
  loading ??= import('./markdown-renderer.js').then((module) => {
    loaded = module.MarkdownRenderer
    return loaded
  })
  return loading
}

/**
 * Docs text (markdown with inline HTML) rendered safely. Until the renderer has loaded (and on the server) the
 * text shows as plain text without its tags, so nothing jumps or runs; then it renders as sanitised markdown.
 */
export function Markdown({ text }: { text: string }): ReactNode {
  const [Renderer, setRenderer] = useState<Renderer | undefined>(() => loaded)
  useEffect(() => {
    if (Renderer != null) return undefined
    let current = true
    loadRenderer().then(
      (renderer) => current && setRenderer(() => renderer),
      (error: unknown) => console.error(error),
    )
    return () => {
      current = false
    }
  }, [Renderer])
  return Renderer == null ? <p>{plainText(text)}</p> : <Renderer text={text} />
}

/**
 * Docs text without its HTML tags and common entities, for where markdown is not rendered (before it loads, in
 * a title). React escapes what is left, so nothing in it can run.
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
