import type { EndpointDefinition, HttpRequestBodyShape, ObjectType, TypeRegistry } from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { FileField } from '../form/file-field.js'
import { GuardedSection, MultipartFields, ObjectSection, ValueSection } from '../form/form-sections.js'
import { PropertyRow } from '../form/property-row.js'
import { useFormStoreApi } from '../form/use-form.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/**
 * The body part of the endpoint form: "Body Parameters" for an object ("Parameters" for an OpenRPC method),
 * "Body" / "Optional Body" for any other value or a raw file, "Multipart Form" for a multipart body.
 */
export function BodySection({ endpoint }: { endpoint: EndpointDefinition }): ReactNode {
  const uiText = useMessages()
  const store = useFormStoreApi()
  const { types } = store.getState().definition
  const shape = endpoint.requests?.[0]?.body
  if (shape == null) {
    return null
  }
  const openRpc = endpoint.protocol?.type === 'openrpc'
  const errorText = openRpc ? uiText.openRpcParametersError : uiText.objectPropertiesError
  const objectShape = objectBodyShape(shape, types)
  if (objectShape != null) {
    return (
      <ObjectSection
        title={openRpc ? uiText.parametersHeading : uiText.bodyParameters}
        path={['body', 'value']}
        properties={objectProperties(objectShape, types)}
        errorText={errorText}
      />
    )
  }
  switch (shape.type) {
    case 'alias': {
      const optional = unwrapShape(shape.value, types).isOptional
      return (
        <ValueSection
          title={openRpc ? uiText.parametersHeading : optional ? uiText.optionalBody : uiText.body}
          name="body"
          path={['body', 'value']}
          property={{ valueShape: { type: 'alias', value: shape.value } }}
          required={!optional}
          onRemove={() => store.getState().removeValue(['body'])}
          errorText={errorText}
        />
      )
    }
    case 'bytes':
      return (
        <GuardedSection title={shape.isOptional ? uiText.optionalBody : uiText.body} errorText={errorText}>
          <PropertyRow
            path={['body', 'value']}
            name="body"
            shape={{ type: 'alias', value: { type: 'unknown' } }}
            typeHint="file"
            description={shape.description}
            required={!shape.isOptional}
            depth={0}
            ancestors={new Set()}
            onRemove={() => store.getState().removeValue(['body', 'value'])}
            control={({ inputId, describedBy }) => (
              <FileField
                path={['body', 'value']}
                inputId={inputId}
                label="body"
                multiple={false}
                contentType={shape.contentType}
                describedBy={describedBy}
              />
            )}
          />
        </GuardedSection>
      )
    case 'formData':
      return <MultipartFields fields={shape.fields} />
    default:
      return null
  }
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
