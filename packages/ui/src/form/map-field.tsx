import type { FormPath } from '@api-explorer/react'
import { formPathKey } from '@api-explorer/react'
import type { TypeReference } from '@api-explorer/model'
import { unwrapShape } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'
import { RemoveRowButton } from './remove-row-button.js'
import { AddButton } from './add-button.js'
import { ChoiceSelect } from './choice-select.js'
import { errorIdOf, FieldErrors } from './field-errors.js'
import { useFieldId } from './field-ids.js'
import type { ShapeFieldProps } from './shape-field.js'
import { ShapeField } from './shape-field.js'
import { useFormKeys, useFormStoreApi, useFormTypes } from './use-form.js'
import { useFormResets } from './use-form-resets.js'
import { useMessages } from '../api-explorer/explorer-context.js'

type MapShape = Extract<TypeReference, { type: 'map' }>

/**
 * A map: one key/value row per entry, each removable, and "Add entry". Keys stay unique: a key typed over
 * another entry's key is kept in the key box with a message, and the entry keeps its old key until it is unique.
 */
export function MapField({
  path,
  shape,
  inputId,
  label,
  depth,
  ancestors,
}: Omit<ShapeFieldProps, 'shape'> & { shape: MapShape }): ReactNode {
  const uiText = useMessages()
  const keys = useFormKeys(path)
  const store = useFormStoreApi()
  return (
    <div className="ax-MapField" id={inputId} tabIndex={-1}>
      <p className="ax-Muted ax-Small" aria-live="polite">
        {uiText.entryCount(keys.length)}
      </p>
      {keys.map((key, index) => (
        <MapEntry
          key={index}
          path={path}
          entryKey={key}
          shape={shape}
          label={`${label}[${index + 1}]`}
          depth={depth}
          ancestors={ancestors}
        />
      ))}
      <AddButton text={uiText.addEntryTo(label)} onClick={() => store.getState().addMapEntry(path)} />
    </div>
  )
}

function MapEntry({
  path,
  entryKey,
  shape,
  label,
  depth,
  ancestors,
}: Omit<ShapeFieldProps, 'shape' | 'inputId'> & { entryKey: string; shape: MapShape }): ReactNode {
  const uiText = useMessages()
  const store = useFormStoreApi()
  const types = useFormTypes()
  const valuePath: FormPath = [...path, entryKey]
  const valueId = useFieldId(valuePath)
  const keyId = `${valueId}-key`
  const [draft, setDraft] = useState(entryKey)
  const [duplicate, setDuplicate] = useState(false)
  // Rows are keyed by position: when the key here changes other than by this row's own rename (an entry above
  // removed, "Use example"), this row now shows another entry, and a refused key typed for the old one is dropped.
  const [ownKey, setOwnKey] = useState(entryKey)
  const resets = useFormResets()
  const [seenResets, setSeenResets] = useState(resets)
  if (ownKey !== entryKey || resets !== seenResets) {
    setOwnKey(entryKey)
    setSeenResets(resets)
    setDraft(entryKey)
    setDuplicate(false)
  } else if (!duplicate && draft !== entryKey) {
    setDraft(entryKey)
  }
  const keyShape = unwrapShape(shape.keyShape, types).shape
  const rename = (next: string): void => {
    setDraft(next)
    const renamed = next === entryKey || store.getState().renameMapKey(path, entryKey, next)
    if (renamed) setOwnKey(next)
    setDuplicate(!renamed)
  }
  const draftPath = formPathKey([...path, entryKey])
  useEffect(() => {
    const at = JSON.parse(draftPath) as FormPath
    store.getState().setDraftError(at, duplicate ? uiText.duplicateKey(draft) : undefined)
    return () => store.getState().setDraftError(at, undefined)
  }, [store, draftPath, duplicate, draft, uiText])
  return (
    <div className="ax-MapEntry" role="group" aria-label={label}>
      <div className="ax-MapEntry-key">
        {keyShape.type === 'enum' ? (
          <ChoiceSelect
            id={keyId}
            aria-label={uiText.mapKey(label)}
            choices={keyShape.values.map((entry) => ({ value: entry.value, label: entry.value }))}
            value={draft}
            onChange={rename}
          />
        ) : (
          <input
            id={keyId}
            className="ax-Input"
            aria-label={uiText.mapKey(label)}
            aria-invalid={duplicate || undefined}
            aria-describedby={duplicate ? errorIdOf(valueId) : undefined}
            value={draft}
            onChange={(event) => rename(event.target.value)}
          />
        )}
        <RemoveRowButton
          label={label}
          collection=".ax-MapField"
          rowButtons=":scope > .ax-MapEntry > .ax-MapEntry-key > button"
          onRemove={() => store.getState().removeValue(valuePath)}
        />
      </div>
      <div className="ax-MapEntry-value">
        <label htmlFor={valueId} className="ax-VisuallyHidden">
          {uiText.mapValue(label)}
        </label>
        <ShapeField
          path={valuePath}
          shape={shape.valueShape}
          inputId={valueId}
          label={uiText.mapValue(label)}
          describedBy={undefined}
          depth={depth + 1}
          ancestors={ancestors}
        />
      </div>
      <FieldErrors path={valuePath} inputId={valueId} />
    </div>
  )
}
