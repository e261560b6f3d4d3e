import type { FormPath } from '@api-explorer/react'
import type { UnwrappedValue } from '@api-explorer/model'
import { emptyValue } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { useFormStoreApi, useFormTypes, useFormValue } from './use-form.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/**
 * A nullable value: its control, and an explicit "null" choice. Choosing null sends `null`; unchoosing it gives
 * the value a blank seed to fill in.
 */
export function NullableField({
  path,
  value: shape,
  label,
  children,
}: {
  path: FormPath
  value: UnwrappedValue
  label: string
  children: ReactNode
}): ReactNode {
  const uiText = useMessages()
  const value = useFormValue(path)
  const store = useFormStoreApi()
  const types = useFormTypes()
  const isNull = value === null
  return (
    <div className="ax-Nullable">
      {isNull ? <span className="ax-NullValue">null</span> : children}
      <label className="ax-NullToggle">
        <input
          type="checkbox"
          className="ax-Checkbox"
          checked={isNull}
          aria-label={uiText.setNull(label)}
          onChange={(event) =>
            store
              .getState()
              .setValue(path, event.target.checked ? null : (emptyValue(shape.shape, types) ?? ''))
          }
        />
        <span aria-hidden>{uiText.isNull}</span>
      </label>
    </div>
  )
}
