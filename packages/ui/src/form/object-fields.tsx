import type { FormPath } from '@api-explorer/react'
import { isRequiredProperty } from '@api-explorer/react'
import type { ObjectProperty, TypeId } from '@api-explorer/model'
import { unwrapShape } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { OptionalPropertiesMenu } from './optional-properties-menu.js'
import { PropertyRow } from './property-row.js'
import { typeHintText } from './type-hint.js'
import { useFormKeys, useFormTypes } from './use-form.js'

/** Props of {@link ObjectFields}. */
export type ObjectFieldsProps = {
  /** Where the object sits in the form (a section, the body, a nested value). */
  path: FormPath
  properties: readonly ObjectProperty[]
  depth: number
  ancestors: ReadonlySet<TypeId>
  /** Keys that are not shown (a discriminated union's discriminant, set by the variant choice). */
  hiddenKeys?: ReadonlySet<string> | undefined
  /** The element id of the object's group, for "focus this field" links. */
  groupId?: string | undefined
}

/**
 * The rows of an object: every required property, the optional ones the reader added (each removable), and the
 * "N more optional properties" menu for the rest. Read-only properties are never sent, so they are not shown.
 */
export function ObjectFields({
  path,
  properties,
  depth,
  ancestors,
  hiddenKeys,
  groupId,
}: ObjectFieldsProps): ReactNode {
  const types = useFormTypes()
  const present = useFormKeys(path)
  const writable = properties.filter(
    (property) => property.propertyAccess !== 'READ_ONLY' && hiddenKeys?.has(property.key) !== true,
  )
  const shown = writable.filter(
    (property) => isRequiredProperty(property, types) || present.includes(property.key),
  )
  const absent = writable.filter(
    (property) => !isRequiredProperty(property, types) && !present.includes(property.key),
  )
  return (
    <div className="ax-ObjectFields" id={groupId} tabIndex={groupId == null ? undefined : -1}>
      {shown.map((property) => (
        <PropertyRow
          key={property.key}
          path={[...path, property.key]}
          name={property.key}
          shape={property.valueShape}
          description={property.description}
          availability={property.availability}
          required={isRequiredProperty(property, types)}
          depth={depth}
          ancestors={ancestors}
        />
      ))}
      {absent.length === 0 ? null : (
        <OptionalPropertiesMenu
          path={path}
          items={absent.map((property) => ({
            key: property.key,
            hint: typeHintText(unwrapShape(property.valueShape, types), types),
          }))}
        />
      )}
    </div>
  )
}
