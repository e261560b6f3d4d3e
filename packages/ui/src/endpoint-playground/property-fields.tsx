import type { ObjectProperty } from '@api-explorer/model'
import { unwrapShape } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { FieldRow } from '../inputs/field-row.js'
import { typeHint } from '../inputs/type-hint.js'
import { ValueInput } from '../inputs/value-input.js'

/** Props of {@link PropertyFields}. */
export type PropertyFieldsProps = {
  properties: readonly ObjectProperty[]
  values: Readonly<Record<string, unknown>>
  onChange: (key: string, value: unknown) => void
}

/** One labelled input per property; read-only properties are never sent, so they are left out. */
export function PropertyFields({ properties, values, onChange }: PropertyFieldsProps): ReactNode {
  const { definition } = useExplorerContext()
  return properties
    .filter((property) => property.propertyAccess !== 'READ_ONLY')
    .map((property) => {
      const unwrapped = unwrapShape(property.valueShape, definition.types)
      return (
        <FieldRow
          key={property.key}
          name={property.key}
          typeHint={typeHint(unwrapped)}
          isOptional={unwrapped.isOptional}
          description={property.description ?? unwrapped.description}
        >
          {({ inputId, descriptionId }) => (
            <ValueInput
              id={inputId}
              shape={property.valueShape}
              value={values[property.key]}
              aria-describedby={descriptionId}
              onChange={(value) => onChange(property.key, value)}
            />
          )}
        </FieldRow>
      )
    })
}
