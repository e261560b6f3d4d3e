import type {
  ApiDefinition,
  EndpointDefinition,
  FormDataField,
  TypeRegistry,
  WebSocketChannel,
} from '@api-explorer/model'
import { unwrapShape } from '@api-explorer/model'
import { isFileValue } from './files.js'
import { isRecord } from './form-path.js'
import type { AnyFormState, EndpointBodyState, FormError, WebSocketFormState } from './form-state.js'
import type { FormTarget } from './form-target.js'
import { clientMessages, declaredParameters, PARAMETER_SECTIONS, requestBodyShape } from './form-target.js'
import { isHeaderName } from './header-list.js'
import { FORM_STATE_MESSAGES as MESSAGES } from './messages.js'
import { isOptionalBody, isRequiredField } from './seed-values.js'
import { unknownToString } from './unknown-to-string.js'
import { isRequiredProperty, validateValue } from './validate-value.js'

/**
 * Every problem of an endpoint form, each attached to the path of the value it concerns (see `FormPath`):
 * missing required values, values that break their type's rules (see {@link validateValue}), empty path
 * parameters, header names and values that cannot be sent, and missing required files. An empty list means the
 * form can be sent as it is.
 */
export function validateEndpointForm(
  definition: ApiDefinition,
  endpoint: EndpointDefinition,
  formState: AnyFormState,
): FormError[] {
  return validateForm({ type: 'endpoint', definition, endpoint }, formState)
}

/** Every problem of a websocket form: its handshake parameters and its client message drafts. */
export function validateWebSocketForm(
  definition: ApiDefinition,
  channel: WebSocketChannel,
  formState: AnyFormState,
): FormError[] {
  return validateForm({ type: 'websocket', definition, channel }, formState)
}

/** The problems of a form of either kind. */
export function validateForm(target: FormTarget, formState: AnyFormState): FormError[] {
  const { types } = target.definition
  const errors: FormError[] = []
  for (const section of PARAMETER_SECTIONS) {
    const values = isRecord(formState[section]) ? formState[section] : {}
    const formKeys = Object.keys(values)
    for (const property of declaredParameters(target, section)) {
      const lower = property.key.toLowerCase()
      const key =
        section === 'headers'
          ? (formKeys.find((candidate) => candidate.toLowerCase() === lower) ?? property.key)
          : property.key
      const value = Object.hasOwn(values, key) ? values[key] : undefined
      const path = [section, key]
      if (section === 'pathParameters' && (value == null || value === '')) {
        errors.push({ path, message: MESSAGES.emptyPathParameter })
      } else if (value == null) {
        if (isRequiredProperty(property, types)) {
          errors.push({ path, message: MESSAGES.required })
        }
      } else {
        errors.push(...validateValue(property.valueShape, value, path, types, { asText: true }))
      }
    }
  }
  const owner = target.type === 'endpoint' ? target.endpoint : target.channel
  const declaredPath = new Set(declaredParameters(target, 'pathParameters').map((property) => property.key))
  for (const part of owner.path) {
    const value = formState.pathParameters[part.value]
    if (part.type === 'pathParameter' && !declaredPath.has(part.value) && (value == null || value === '')) {
      errors.push({ path: ['pathParameters', part.value], message: MESSAGES.emptyPathParameter })
    }
  }
  errors.push(...headerErrors(formState.headers))
  if (formState.type === 'endpoint') {
    errors.push(...bodyErrors(target, formState.body, types))
  } else if (target.type === 'websocket') {
    errors.push(...messageErrors(target.channel, formState, types))
  }
  return errors
}

function headerErrors(headers: Record<string, unknown>): FormError[] {
  const errors: FormError[] = []
  for (const [name, value] of Object.entries(headers)) {
    if (!isHeaderName(name)) {
      errors.push({ path: ['headers', name], message: MESSAGES.headerName })
    }
    const text = unknownToString(value)
    if (/[\r\n\0]/.test(text)) {
      errors.push({ path: ['headers', name], message: MESSAGES.headerLineBreak })
    } else if (/[\u0100-\uFFFF]/.test(text)) {
      errors.push({ path: ['headers', name], message: MESSAGES.headerLatin1 })
    }
  }
  return errors
}

function bodyErrors(
  target: FormTarget,
  body: EndpointBodyState | undefined,
  types: TypeRegistry,
): FormError[] {
  const shape = requestBodyShape(target)
  if (shape == null) {
    return []
  }
  if (body == null) {
    return isOptionalBody(shape, types) ? [] : [{ path: ['body'], message: MESSAGES.required }]
  }
  switch (shape.type) {
    case 'object':
    case 'alias': {
      if (body.type !== 'json') {
        return []
      }
      const valueShape = shape.type === 'object' ? shape : shape.value
      if (body.value === undefined) {
        return unwrapShape(valueShape, types).isOptional
          ? []
          : [{ path: ['body', 'value'], message: MESSAGES.required }]
      }
      return validateValue(valueShape, body.value, ['body', 'value'], types)
    }
    case 'bytes':
      return body.type === 'octet-stream' && !shape.isOptional && !isFileValue(body.value)
        ? [{ path: ['body', 'value'], message: MESSAGES.file }]
        : []
    case 'formData': {
      if (body.type !== 'form-data') {
        return []
      }
      const entries = isRecord(body.value) ? body.value : {}
      return shape.fields.flatMap((field) => fieldErrors(field, entries, types))
    }
    default:
      shape satisfies never
      return []
  }
}

function fieldErrors(
  field: FormDataField,
  entries: Record<string, unknown>,
  types: TypeRegistry,
): FormError[] {
  const path = ['body', 'value', field.key]
  const entry = Object.hasOwn(entries, field.key) ? entries[field.key] : undefined
  const required = isRequiredField(field, types)
  const value = isRecord(entry) ? entry['value'] : undefined
  switch (field.type) {
    case 'file':
      return required && !isFileValue(value) ? [{ path, message: MESSAGES.file }] : []
    case 'files':
      return required && !(Array.isArray(value) && value.some(isFileValue))
        ? [{ path, message: MESSAGES.files }]
        : []
    case 'property': {
      if (!isRecord(entry) || value === undefined) {
        return required ? [{ path, message: MESSAGES.required }] : []
      }
      const valuePath = [...path, 'value']
      const bare = unwrapShape(field.valueShape, types).shape
      if (
        entry['type'] === 'exploded' &&
        Array.isArray(value) &&
        bare.type !== 'list' &&
        bare.type !== 'set'
      ) {
        return value.flatMap((item: unknown, index) =>
          validateValue(field.valueShape, item, [...valuePath, index], types),
        )
      }
      return validateValue(field.valueShape, parsedIfStructured(value, bare.type), valuePath, types)
    }
    default:
      field satisfies never
      return []
  }
}

/** A multipart JSON field typed as text is sent parsed, so it is checked parsed (see `buildHttpRequest`). */
function parsedIfStructured(value: unknown, kind: string): unknown {
  if (typeof value !== 'string' || kind === 'primitive' || kind === 'enum' || kind === 'literal') {
    return value
  }
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

function messageErrors(
  channel: WebSocketChannel,
  formState: WebSocketFormState,
  types: TypeRegistry,
): FormError[] {
  const messages = isRecord(formState.messages) ? formState.messages : {}
  return clientMessages(channel).flatMap((message) => {
    const path = ['messages', message.type]
    const draft = Object.hasOwn(messages, message.type) ? messages[message.type] : undefined
    if (draft === undefined) {
      return unwrapShape(message.body, types).isOptional ? [] : [{ path, message: MESSAGES.required }]
    }
    return validateValue(message.body, draft, path, types)
  })
}
