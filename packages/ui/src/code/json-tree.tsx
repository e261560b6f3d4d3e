/**
 * The foldable JSON tree, loaded on demand (its own chunk) by {@link JsonView}. Its text, unfolded, is the body
 * exactly as `JSON.stringify(body, null, 2)` writes it (big numbers digit for digit), so selecting and copying it
 * gives the JSON; the fold buttons hold no text (a chevron drawn by CSS) and sit in the indentation, out of the text.
 */
import type { CSSProperties, ReactNode } from 'react'
import { useRef, useState } from 'react'
import type { UiMessages } from '../messages.js'
import type { IsJsonNumber, JsonContainer } from './json-model.js'
import {
  childPath,
  entriesOf,
  isContainer,
  isLargeJson,
  JSON_PAGE_SIZE,
  leafClass,
  leafText,
  startsUnfolded,
} from './json-model.js'

/** Props of {@link JsonTree}. */
export type JsonTreeProps = {
  /** A parsed JSON body; {@link JsonNumber}s anywhere in it show their exact text. */
  value: unknown
  /** The name of the whole body, for the element and the root's fold button ("Response body"). */
  label: string
  /** The kit's texts (`useMessages()`) and the model's `isJsonNumber`, handed in so this chunk imports neither. */
  text: JsonTreeText
  isJsonNumber: IsJsonNumber
}

/** The texts the tree shows. */
type JsonTreeText = Pick<
  UiMessages,
  'jsonKeys' | 'jsonItems' | 'jsonToggle' | 'jsonShowMore' | 'jsonShowMoreOf' | 'jsonShown'
>

/** What every entry of one tree shares. */
type TreeContext = { large: boolean; label: string; text: JsonTreeText; isJsonNumber: IsJsonNumber }

type EntryProps = {
  value: unknown
  /** An object member's key (shown), an array item's index (not shown), `undefined` for the root. */
  entryKey?: string | number | undefined
  /** The entry's path for labels (`data.users[3]`); `''` for the root. */
  path: string
  depth: number
  parentIsArray: boolean
  last: boolean
  /** The body's last line ends here: no line break after it. */
  final: boolean
  tree: TreeContext
}

/**
 * A JSON value as an indented tree whose objects and arrays fold and unfold with buttons (`aria-expanded`,
 * named by the path and size: "data.users, 300 items"). Folded, an entry shows `{…} 12 keys` or `[…] 300 items`;
 * a large body starts folded below its top; long arrays and objects show 100 entries at a time ("Show 100 more").
 */
export function JsonTree({ value, label, text, isJsonNumber }: JsonTreeProps): ReactNode {
  const [tree] = useState<TreeContext>(() => ({
    large: isLargeJson(value, isJsonNumber),
    label,
    text,
    isJsonNumber,
  }))
  return (
    // Focusable, so a long body can be scrolled with the keyboard.
    <pre className="ax-Code ax-ResponseBody ax-JsonTree" tabIndex={0} aria-label={label}>
      <code>
        <JsonEntry value={value} path="" depth={0} parentIsArray={false} last final tree={tree} />
      </code>
    </pre>
  )
}

function JsonEntry(props: EntryProps): ReactNode {
  const { value, entryKey, last, tree } = props
  const parts: EntryParts = {
    keyPart:
      typeof entryKey === 'string' ? (
        <>
          <span className="hljs-attr">{JSON.stringify(entryKey)}</span>
          <span className="hljs-punctuation">: </span>
        </>
      ) : null,
    comma: last ? null : <span className="hljs-punctuation">,</span>,
  }
  if (isContainer(value, tree.isJsonNumber)) return <ContainerEntry {...props} value={value} parts={parts} />
  return (
    <Line depth={props.depth} final={props.final}>
      {parts.keyPart}
      <span className={leafClass(value, tree.isJsonNumber)}>{leafText(value, tree.isJsonNumber)}</span>
      {parts.comma}
    </Line>
  )
}

type EntryParts = { keyPart: ReactNode; comma: ReactNode }

/**
 * One line of the text: its indentation, its content and the line break (none after the body's last line). A
 * block of its own, so a long string that wraps continues indented under its line, not at the left edge.
 */
function Line({ depth, final, children }: { depth: number; final: boolean; children: ReactNode }): ReactNode {
  return (
    <span className="ax-JsonLine" style={{ '--ax-json-depth': depth } as CSSProperties}>
      {'  '.repeat(depth)}
      {children}
      {final ? null : '\n'}
    </span>
  )
}

function ContainerEntry(props: EntryProps & { value: JsonContainer; parts: EntryParts }): ReactNode {
  const { value, path, depth, parentIsArray, final, tree, parts } = props
  const { text } = tree
  const [open, setOpen] = useState(() => startsUnfolded(depth, parentIsArray, tree.large))
  const [shown, setShown] = useState(JSON_PAGE_SIZE)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const isArray = Array.isArray(value)
  const count = isArray ? value.length : Object.keys(value).length
  const [openBracket, closeBracket] = isArray ? ['[', ']'] : ['{', '}']
  if (count === 0) {
    return (
      <Line depth={depth} final={final}>
        {parts.keyPart}
        <span className="hljs-punctuation">{`${openBracket}${closeBracket}`}</span>
        {parts.comma}
      </Line>
    )
  }
  const summary = isArray ? text.jsonItems(count) : text.jsonKeys(count)
  const name = path === '' ? tree.label : path
  const toggle = (
    <button
      ref={toggleRef}
      type="button"
      className="ax-JsonToggle"
      aria-expanded={open}
      aria-label={text.jsonToggle(name, summary)}
      onClick={() => setOpen(!open)}
    />
  )
  if (!open) {
    return (
      <Line depth={depth} final={final}>
        {toggle}
        {parts.keyPart}
        <span className="hljs-punctuation">{`${openBracket}…${closeBracket}`}</span>
        <span className="ax-JsonSummary"> {summary}</span>
        {parts.comma}
      </Line>
    )
  }
  const more = Math.min(JSON_PAGE_SIZE, count - shown)
  const showMore = (): void => {
    // The button goes away with the last page: the focus moves to the entry's fold button instead of the page.
    if (shown + more >= count) toggleRef.current?.focus()
    setShown(shown + more)
  }
  return (
    <>
      <Line depth={depth} final={false}>
        {toggle}
        {parts.keyPart}
        <span className="hljs-punctuation">{openBracket}</span>
      </Line>
      {entriesOf(value, shown).map(([key, item], index) => (
        <JsonEntry
          key={key}
          value={item}
          entryKey={key}
          path={childPath(path, key)}
          depth={depth + 1}
          parentIsArray={isArray}
          last={index === count - 1}
          final={false}
          tree={tree}
        />
      ))}
      {more > 0 ? (
        <Line depth={depth + 1} final={false}>
          <button type="button" className="ax-Button ax-JsonMore" data-variant="ghost" onClick={showMore}>
            {text.jsonShowMore(more)} <span className="ax-VisuallyHidden">{text.jsonShowMoreOf(name)}</span>
          </button>
          <span className="ax-JsonSummary"> {text.jsonShown(shown, count)}</span>
        </Line>
      ) : null}
      <Line depth={depth} final={final}>
        <span className="hljs-punctuation">{closeBracket}</span>
        {parts.comma}
      </Line>
    </>
  )
}
