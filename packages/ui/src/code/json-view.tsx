import { isJsonNumber, stringifyJson } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'
import type { JsonTreeProps } from './json-tree.js'
import { useMessages } from '../api-explorer/explorer-context.js'

type Tree = (props: JsonTreeProps) => ReactNode

let loaded: Tree | undefined
let loading: Promise<Tree> | undefined

/** Loads the JSON tree once for the whole page. */
function loadTree(): Promise<Tree> {
  loading ??= import('./json-tree.js').then((module) => (loaded = module.JsonTree))
  // A failed load (offline, a deploy replaced the chunk) may be tried again by the next response.
  loading.catch(() => (loading = undefined))
  return loading
}

/**
 * A JSON response body as a foldable, coloured tree (see `JsonTree`). Until the tree's chunk has loaded (and on
 * the server) it is the same text, unfolded and plain: `JSON.stringify(body, null, 2)`, big numbers exact.
 */
export function JsonView({ value }: { value: unknown }): ReactNode {
  const uiText = useMessages()
  const [Tree, setTree] = useState<Tree | undefined>(() => loaded)
  useEffect(() => {
    if (Tree != null) return undefined
    let current = true
    loadTree().then(
      (tree) => current && setTree(() => tree),
      (error: unknown) => console.error(error),
    )
    return () => {
      current = false
    }
  }, [Tree])
  // Each body gets a tree of its own (a new key), so the folds and pages of the last response do not carry over.
  const [body, setBody] = useState({ value, generation: 0 })
  if (body.value !== value) setBody({ value, generation: body.generation + 1 })
  if (Tree != null)
    return (
      <Tree
        key={body.generation}
        value={value}
        label={uiText.responseBody}
        text={uiText}
        isJsonNumber={isJsonNumber}
      />
    )
  return (
    <pre className="ax-Code ax-ResponseBody ax-JsonTree" tabIndex={0} aria-label={uiText.responseBody}>
      <code>{stringifyJson(value, 2)}</code>
    </pre>
  )
}
