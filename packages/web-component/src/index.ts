import type { ApiExplorerElement } from './api-explorer-element.js'
import { defineApiExplorerElement } from './define.js'

export type {
  ApiExplorerElementEventMap,
  ApiExplorerElementOptions,
  DefinitionErrorDetail,
  DefinitionLoadDetail,
  PlaygroundEventDetail,
  RouteChangeDetail,
} from './api-explorer-element.js'
export { ApiExplorerElement } from './api-explorer-element.js'
export { API_EXPLORER_TAG, defineApiExplorerElement } from './define.js'
export type { DefinitionInput, LoadedDefinition } from './load-definition.js'
export type { AttributeProps, ObservedAttribute } from './element-attributes.js'
export { OBSERVED_ATTRIBUTES } from './element-attributes.js'

declare global {
  interface HTMLElementTagNameMap {
    'api-explorer': ApiExplorerElement
  }
}

// Importing the package registers <api-explorer> (the package is marked as having side effects for this).
defineApiExplorerElement()
