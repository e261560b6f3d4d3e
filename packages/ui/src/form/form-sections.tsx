import type { FormPath } from '@api-explorer/react'
import { isRequiredField } from '@api-explorer/react'
import type { FormDataField, ObjectProperty } from '@api-explorer/model'
import { unwrapShape } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { FormSection } from '../endpoint-playground/form-section.js'
import { FileField } from './file-field.js'
import { FormErrorBoundary } from './form-error-boundary.js'
import { ObjectFields } from './object-fields.js'
import { OptionalPropertiesMenu } from './optional-properties-menu.js'
import { PropertyRow } from './property-row.js'
import { typeHintText } from './type-hint.js'
import { useFormKeys, useFormStoreApi, useFormTypes } from './use-form.js'
import { useMessages } from '../api-explorer/explorer-context.js'

const NO_ANCESTORS: ReadonlySet<string> = new Set()

/**
 * A titled form section whose fields are guarded: if they fail to render, `errorText` shows in their place and
 * the rest of the playground keeps working. `footer` (a description, a "Send message" button) follows them.
 */
export function GuardedSection({
  title,
  errorText,
  footer,
  children,
}: {
  title: string
  errorText?: string | undefined
  footer?: ReactNode
  children: ReactNode
}): ReactNode {
  const uiText = useMessages()
  return (
    <FormSection title={title}>
      <FormErrorBoundary fallbackText={errorText ?? uiText.objectPropertiesError}>
        {children}
      </FormErrorBoundary>
      {footer}
    </FormSection>
  )
}

/** A titled section holding the rows of an object in the form (a parameter section, a body, a message). */
export function ObjectSection({
  title,
  path,
  properties,
  errorText,
  children,
}: {
  title: string
  path: FormPath
  properties: readonly ObjectProperty[]
  errorText?: string
  /** Shown after the rows, inside the section (a description, a "Send message" button). */
  children?: ReactNode
}): ReactNode {
  return (
    <GuardedSection title={title} errorText={errorText} footer={children}>
      <ObjectFields path={path} properties={properties} depth={0} ancestors={NO_ANCESTORS} />
    </GuardedSection>
  )
}

/** A titled section holding one value that is not an object (a list body, a string message). */
export function ValueSection({
  title,
  name,
  path,
  property,
  required,
  onRemove,
  errorText,
  children,
}: {
  title: string
  name: string
  path: FormPath
  property: Pick<ObjectProperty, 'valueShape' | 'description' | 'availability'>
  required: boolean
  onRemove?: () => void
  errorText?: string
  /** Shown after the row, inside the section. */
  children?: ReactNode
}): ReactNode {
  return (
    <GuardedSection title={title} errorText={errorText} footer={children}>
      <PropertyRow
        path={path}
        name={name}
        shape={property.valueShape}
        description={property.description}
        availability={property.availability}
        required={required}
        depth={0}
        ancestors={NO_ANCESTORS}
        onRemove={onRemove}
      />
    </GuardedSection>
  )
}

/**
 * The fields of a multipart form: files (one, or a list that accumulates), JSON fields and exploded lists, each
 * with its own row; optional fields sit behind "N more optional properties".
 */
export function MultipartFields({ fields }: { fields: readonly FormDataField[] }): ReactNode {
  const uiText = useMessages()
  const types = useFormTypes()
  const store = useFormStoreApi()
  const present = useFormKeys(['body', 'value'])
  const required = (field: FormDataField): boolean => isRequiredField(field, types)
  const shown = fields.filter((field) => required(field) || present.includes(field.key))
  const absent = fields.filter((field) => !required(field) && !present.includes(field.key))
  return (
    <GuardedSection title={uiText.multipartForm}>
      <div className="ax-ObjectFields">
        {shown.map((field) => {
          const entryPath: FormPath = ['body', 'value', field.key]
          const common = {
            path: [...entryPath, 'value'],
            name: field.key,
            description: field.description,
            availability: field.availability,
            required: required(field),
            depth: 0,
            ancestors: NO_ANCESTORS,
            errorPath: entryPath,
            onRemove: () => store.getState().removeValue(entryPath),
          }
          if (field.type === 'property') {
            return <PropertyRow key={field.key} {...common} shape={field.valueShape} />
          }
          return (
            <PropertyRow
              key={field.key}
              {...common}
              shape={{ type: 'alias', value: { type: 'unknown' } }}
              typeHint={field.type === 'files' ? 'files' : 'file'}
              control={({ inputId, describedBy }) => (
                <FileField
                  path={common.path}
                  inputId={inputId}
                  label={field.key}
                  multiple={field.type === 'files'}
                  contentType={field.contentType}
                  describedBy={describedBy}
                />
              )}
            />
          )
        })}
        {absent.length === 0 ? null : (
          <OptionalPropertiesMenu
            path={['body', 'value']}
            items={absent.map((field) => ({
              key: field.key,
              hint:
                field.type === 'property'
                  ? typeHintText(unwrapShape(field.valueShape, types), types)
                  : field.type,
            }))}
          />
        )}
      </div>
    </GuardedSection>
  )
}
