import * as Switch from '@radix-ui/react-switch'
import type { ReactNode } from 'react'
import { errorIdOf, useIsInvalid } from './field-errors.js'
import type { FieldInputProps } from './field-input-props.js'
import { describedByProps } from './field-input-props.js'
import { useFormStoreApi, useFormValue } from './use-form.js'

/** A switch for a boolean value, with its state written beside it. */
export function BooleanSwitch({ path, inputId, describedBy }: FieldInputProps): ReactNode {
  const value = useFormValue(path)
  const store = useFormStoreApi()
  const invalid = useIsInvalid(path)
  return (
    <div className="ax-InputGroup">
      <Switch.Root
        id={inputId}
        className="ax-Switch"
        checked={value === true}
        {...describedByProps(describedBy, invalid ? errorIdOf(inputId) : undefined)}
        onCheckedChange={(checked) => store.getState().setValue(path, checked)}
      >
        <Switch.Thumb className="ax-Switch-thumb" />
      </Switch.Root>
      <span className="ax-Muted" aria-hidden>
        {value === true ? 'true' : value === false ? 'false' : ''}
      </span>
    </div>
  )
}
