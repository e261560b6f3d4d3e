import type { ReactNode } from 'react'
import { errorIdOf, useIsInvalid } from './field-errors.js'
import type { FieldInputProps } from './field-input-props.js'
import { describedByProps } from './field-input-props.js'
import { ChoiceSelect } from './choice-select.js'
import { useFormStoreApi, useFormValue } from './use-form.js'

/** A dropdown of an enum's declared values, with their descriptions. */
export function EnumSelect({ path, value: shape, inputId, describedBy }: FieldInputProps): ReactNode {
  const value = useFormValue(path)
  const store = useFormStoreApi()
  const invalid = useIsInvalid(path)
  const values = shape.shape.type === 'enum' ? shape.shape.values : []
  return (
    <ChoiceSelect
      id={inputId}
      choices={values.map((entry) => ({
        value: entry.value,
        label: entry.value,
        description: entry.description,
        availability: entry.availability,
      }))}
      value={typeof value === 'string' ? value : undefined}
      onChange={(next) => store.getState().setValue(path, next)}
      {...describedByProps(describedBy, invalid ? errorIdOf(inputId) : undefined)}
    />
  )
}
