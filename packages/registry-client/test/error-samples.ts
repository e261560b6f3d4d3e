import type { RegistryErrorName } from '../src/errors/error-catalogue.js'
import { REGISTRY_ERRORS } from '../src/errors/error-catalogue.js'

/** The content a server sends with a named error in the classic encoding (`undefined`: no `content` key). */
export function classicContent(name: RegistryErrorName): unknown {
  const { payload } = REGISTRY_ERRORS[name]
  if (payload === 'string') return `${name} happened`
  if (payload === 'object') return { provided_version: '9.9.9' }
  return undefined
}
