import type { AuthValues } from '@api-explorer/react'
import { selectedBearerToken } from '@api-explorer/react'
import type { EndpointFormState, FormDataEntryState } from '@api-explorer/react'
import type { AuthScheme } from '@api-explorer/model'
import { redactSecret } from '@api-explorer/model'
import type { AuthPayload, CustomSnippetPayload, ParameterPayload } from '@api-explorer/snippets'
import type { CredentialStyle } from '@api-explorer/snippets/default'

/**
 * The values of an endpoint form as an SDK snippet payload: parameters by name, the body (multipart files by
 * their names), and the credentials of a bearer or basic scheme: redacted, or real when `included`. Other
 * schemes, and `placeholders` (the Copy button), leave the credentials to the SDK snippet's placeholders
 * (`YOUR_TOKEN`).
 */
export function snippetPayload(
  formState: EndpointFormState,
  auth: { scheme: AuthScheme | undefined; values: AuthValues },
  style: CredentialStyle,
): CustomSnippetPayload {
  const hide = (secret: string): string => (style === 'included' ? secret : redactSecret(secret))
  const credentials = style === 'placeholders' ? undefined : authPayload(auth.scheme, auth.values, hide)
  const body = formState.body
  return {
    pathParameters: parameters(formState.pathParameters),
    queryParameters: parameters(formState.queryParameters),
    headers: parameters(formState.headers),
    ...(body === undefined ? {} : { requestBody: bodyValue(body) }),
    ...(credentials === undefined ? {} : { auth: credentials }),
  }
}

function parameters(values: Record<string, unknown>): ParameterPayload[] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value }))
}

function bodyValue(body: NonNullable<EndpointFormState['body']>): unknown {
  switch (body.type) {
    case 'json':
      return body.value
    case 'octet-stream':
      return body.value == null ? undefined : { name: body.value.name }
    case 'form-data':
      return Object.fromEntries(Object.entries(body.value).map(([key, entry]) => [key, formValue(entry)]))
  }
}

function formValue(entry: FormDataEntryState): unknown {
  switch (entry.type) {
    case 'file':
      return entry.value == null ? undefined : { name: entry.value.name }
    case 'fileArray':
      return entry.value.map((file) => ({ name: file.name }))
    default:
      return entry.value
  }
}

function authPayload(
  scheme: AuthScheme | undefined,
  values: AuthValues,
  hide: (secret: string) => string,
): AuthPayload | undefined {
  if (scheme?.type === 'bearerAuth') {
    const token = selectedBearerToken(values.bearerAuth.token)
    return token.trim() === '' ? undefined : { type: 'bearer', token: hide(token) }
  }
  if (scheme?.type === 'basicAuth') {
    const { username, password } = values.basicAuth
    return username === '' && password === ''
      ? undefined
      : { type: 'basic', username, password: hide(password) }
  }
  return undefined
}
