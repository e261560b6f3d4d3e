import type { FormDataField, HttpRequestBodyShape, ObjectType, TypeRegistry } from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'
import type { EndpointBodyState } from '@api-explorer/react'
import { jsonBodyObject, useEndpointForm, useEndpointFormStore } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { FieldRow } from '../inputs/field-row.js'
import { FileInput } from '../inputs/file-input.js'
import { typeHint } from '../inputs/type-hint.js'
import { ValueInput } from '../inputs/value-input.js'
import { UI_TEXT } from '../messages.js'
import { FormSection } from './form-section.js'
import { PropertyFields } from './property-fields.js'

/**
 * The body part of the endpoint form: "Body Parameters" for an object, "Body" / "Optional Body" for any other
 * value or a raw file, "Multipart Form" for a multipart body.
 */
export function BodySection(): ReactNode {
  const { definition } = useExplorerContext()
  const shape = useEndpointForm((state) => state.endpoint.requests?.[0]?.body)
  const body = useEndpointForm((state) => state.formState.body)
  const store = useEndpointFormStore()
  if (shape == null) {
    return null
  }
  const objectShape = objectBodyShape(shape, definition.types)
  if (objectShape != null) {
    return (
      <FormSection title={UI_TEXT.bodyParameters}>
        <PropertyFields
          properties={objectProperties(objectShape, definition.types)}
          values={jsonBodyObject(body)}
          onChange={(key, value) => store.getState().setBodyProperty(key, value)}
        />
      </FormSection>
    )
  }
  switch (shape.type) {
    case 'alias': {
      const unwrapped = unwrapShape(shape.value, definition.types)
      return (
        <FormSection title={unwrapped.isOptional ? UI_TEXT.optionalBody : UI_TEXT.body}>
          <FieldRow name="body" typeHint={typeHint(unwrapped)} isOptional={unwrapped.isOptional}>
            {({ inputId }) => (
              <ValueInput
                id={inputId}
                shape={shape.value}
                value={body?.type === 'json' ? body.value : undefined}
                onChange={(value) => store.getState().setBody({ type: 'json', value })}
              />
            )}
          </FieldRow>
        </FormSection>
      )
    }
    case 'bytes':
      return (
        <FormSection title={shape.isOptional ? UI_TEXT.optionalBody : UI_TEXT.body}>
          <FieldRow name="body" typeHint="file" isOptional={shape.isOptional} description={shape.description}>
            {({ inputId }) => (
              <FileInput
                id={inputId}
                files={body?.type === 'octet-stream' && body.value != null ? [body.value] : []}
                accept={acceptOf(shape.contentType)}
                onChange={([file]) =>
                  store.getState().setBody({ type: 'octet-stream', ...(file == null ? {} : { value: file }) })
                }
              />
            )}
          </FieldRow>
        </FormSection>
      )
    case 'formData':
      return (
        <FormSection title={UI_TEXT.multipartForm}>
          {shape.fields.map((field) => (
            <MultipartField key={field.key} field={field} body={body} />
          ))}
        </FormSection>
      )
    default:
      return null
  }
}

function MultipartField({
  field,
  body,
}: {
  field: FormDataField
  body: EndpointBodyState | undefined
}): ReactNode {
  const { definition } = useExplorerContext()
  const store = useEndpointFormStore()
  const entry = body?.type === 'form-data' ? body.value[field.key] : undefined
  if (field.type === 'file' || field.type === 'files') {
    const files =
      entry?.type === 'file'
        ? entry.value == null
          ? []
          : [entry.value]
        : entry?.type === 'fileArray'
          ? entry.value
          : []
    return (
      <FieldRow
        name={field.key}
        typeHint={field.type === 'file' ? 'file' : 'files'}
        isOptional={field.isOptional}
        description={field.description}
      >
        {({ inputId }) => (
          <FileInput
            id={inputId}
            files={files}
            multiple={field.type === 'files'}
            accept={acceptOf(field.contentType)}
            onChange={(picked) =>
              store
                .getState()
                .setFormDataEntry(
                  field.key,
                  field.type === 'files'
                    ? { type: 'fileArray', value: picked }
                    : { type: 'file', ...(picked[0] == null ? {} : { value: picked[0] }) },
                )
            }
          />
        )}
      </FieldRow>
    )
  }
  const unwrapped = unwrapShape(field.valueShape, definition.types)
  const value = entry?.type === 'json' || entry?.type === 'exploded' ? entry.value : undefined
  return (
    <FieldRow
      name={field.key}
      typeHint={typeHint(unwrapped)}
      isOptional={unwrapped.isOptional}
      description={field.description ?? unwrapped.description}
    >
      {({ inputId, descriptionId }) => (
        <ValueInput
          id={inputId}
          shape={field.valueShape}
          value={value}
          aria-describedby={descriptionId}
          onChange={(next) =>
            store
              .getState()
              .setFormDataEntry(
                field.key,
                next === undefined
                  ? undefined
                  : field.exploded === true && Array.isArray(next)
                    ? { type: 'exploded', value: next }
                    : { type: 'json', value: next },
              )
          }
        />
      )}
    </FieldRow>
  )
}

/** The object a JSON body's form edits property by property, if its shape is (an alias of) an object. */
function objectBodyShape(shape: HttpRequestBodyShape, types: TypeRegistry): ObjectType | undefined {
  if (shape.type === 'object') {
    return shape
  }
  if (shape.type === 'alias') {
    const unwrapped = unwrapShape(shape.value, types)
    return unwrapped.shape.type === 'object' && !unwrapped.isOptional ? unwrapped.shape : undefined
  }
  return undefined
}

function acceptOf(contentType: string | string[] | undefined): string | undefined {
  return contentType == null ? undefined : [contentType].flat().join(',')
}
