import { ApiExplorerElement } from './api-explorer-element.js'

/** The tag name the package entry registers. */
export const API_EXPLORER_TAG = 'api-explorer'

/**
 * Registers the element under `tagName` (default `api-explorer`) unless that name is taken; returns the class
 * registered under it. Does nothing where there is no `customElements` (a server).
 *
 * @example
 * defineApiExplorerElement('docs-api-explorer') // <docs-api-explorer definition-url="…">
 */
export function defineApiExplorerElement(
  tagName: string = API_EXPLORER_TAG,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined
  const existing = customElements.get(tagName)
  if (existing != null) return existing
  // Each tag needs its own class: the registry refuses one constructor under two names.
  const element = tagName === API_EXPLORER_TAG ? ApiExplorerElement : class extends ApiExplorerElement {}
  customElements.define(tagName, element)
  return element
}
