/**
 * The syntax highlighter, loaded on demand (its own chunk): lowlight (highlight.js's engine producing a syntax
 * tree instead of an HTML string) turned into React elements. No HTML string is ever made or inserted, so
 * nothing in the highlighted code can become markup.
 */
import { createLowlight } from 'lowlight'
import type { ReactNode } from 'react'
import { importGrammar } from './grammar-loaders.js'

const lowlight = createLowlight()

type Root = ReturnType<typeof lowlight.highlight>
type HastNode = Root['children'][number]

/** Loads a grammar's own chunk and registers it, so {@link highlight} can use it. */
export async function loadGrammar(name: string): Promise<void> {
  const grammar = await importGrammar(name)
  if (!lowlight.registered(name)) lowlight.register({ [name]: grammar })
}

/** `code` as highlighted React elements: text nodes, and `<span class="hljs-…">` around tokens. */
export function highlight(code: string, grammar: string): ReactNode[] {
  return lowlight.highlight(grammar, code).children.map(toReact)
}

function toReact(node: HastNode, index: number): ReactNode {
  if (node.type === 'text') return node.value
  if (node.type !== 'element') return null
  const className = node.properties['className']
  return (
    <span key={index} className={Array.isArray(className) ? className.join(' ') : undefined}>
      {node.children.map(toReact)}
    </span>
  )
}
