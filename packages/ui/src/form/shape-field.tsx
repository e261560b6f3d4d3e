import type { FormPath } from '@api-explorer/react'
import type { TypeId, TypeReference, TypeShape, UnwrappedValue } from '@api-explorer/model'
import { inputKindOf, objectProperties, unwrapShape } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { BooleanSwitch } from './boolean-switch.js'
import { DateInput } from './date-input.js'
import { EnumSelect } from './enum-select.js'
import type { FieldInputProps } from './field-input-props.js'
import { JsonEditor } from './json-editor.js'
import { ListField } from './list-field.js'
import { LiteralValue } from './literal-value.js'
import { MapField } from './map-field.js'
import { NullableField } from './nullable-field.js'
import { NumberInput } from './number-input.js'
import { ObjectFields } from './object-fields.js'
import { TextInput } from './text-input.js'
import { UnionField } from './union-field.js'
import { useFormTypes } from './use-form.js'

/** Props of {@link ShapeField}. */
export type ShapeFieldProps = {
  path: FormPath
  shape: TypeShape | TypeReference
  /** The input's element id (a row's label points at it). */
  inputId: string
  /** The property key or item label, for the names of buttons. */
  label: string
  describedBy?: string | undefined
  /** How deep in the form this value sits (0 for a section's own rows). */
  depth: number
  /** The named types this value sits inside: meeting one again means recursion. */
  ancestors: ReadonlySet<TypeId>
}

/** The kinds whose input is a group of rows rather than one control. */
export const CONTAINER_KINDS: ReadonlySet<string> = new Set([
  'object',
  'list',
  'set',
  'map',
  'discriminatedUnion',
  'undiscriminatedUnion',
])

/**
 * The control for one value, chosen by the kind of its shape: one of the 21 input kinds, nested as deep as the
 * shape goes. Containers render their own rows (objects, lists, sets, maps, unions); nullable values get an
 * explicit null choice. The same renderer serves headers, path, query, body, multipart fields, OpenRPC
 * parameters and websocket messages.
 */
export function ShapeField(props: ShapeFieldProps): ReactNode {
  const types = useFormTypes()
  const unwrapped = unwrapShape(props.shape, types)
  if (unwrapped.isNullable && unwrapped.shape.type !== 'unknown') {
    return (
      <NullableField path={props.path} value={unwrapped} label={props.label}>
        <KindField {...props} unwrapped={unwrapped} />
      </NullableField>
    )
  }
  return <KindField {...props} unwrapped={unwrapped} />
}

function KindField({ unwrapped, ...props }: ShapeFieldProps & { unwrapped: UnwrappedValue }): ReactNode {
  const types = useFormTypes()
  const { shape } = unwrapped
  const inner = new Set([...props.ancestors, ...unwrapped.typeIds])
  const input: FieldInputProps = {
    path: props.path,
    value: unwrapped,
    inputId: props.inputId,
    label: props.label,
    describedBy: props.describedBy,
  }
  const kind = inputKindOf(shape)
  switch (kind) {
    case 'object':
      return shape.type === 'object' ? (
        <ObjectFields
          path={props.path}
          properties={objectProperties(shape, types)}
          depth={props.depth + 1}
          ancestors={inner}
          groupId={props.inputId}
        />
      ) : null
    case 'list':
    case 'set':
      return shape.type === 'list' || shape.type === 'set' ? (
        <ListField {...props} shape={shape} ancestors={inner} />
      ) : null
    case 'map':
      return shape.type === 'map' ? <MapField {...props} shape={shape} ancestors={inner} /> : null
    case 'discriminatedUnion':
    case 'undiscriminatedUnion':
      return shape.type === 'discriminatedUnion' || shape.type === 'undiscriminatedUnion' ? (
        <UnionField {...props} shape={shape} ancestors={inner} />
      ) : null
    case 'boolean':
      return <BooleanSwitch {...input} />
    case 'integer':
    case 'long':
    case 'uint':
    case 'uint64':
    case 'double':
      return <NumberInput {...input} />
    case 'datetime':
    case 'date':
      return <DateInput {...input} />
    case 'enum':
      return <EnumSelect {...input} />
    case 'literal':
      return <LiteralValue {...input} />
    case 'unknown':
      return <JsonEditor {...input} />
    case 'string':
    case 'uuid':
    case 'base64':
    case 'bigInteger':
      return <TextInput {...input} />
    default:
      kind satisfies never
      return null
  }
}
