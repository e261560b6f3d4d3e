import type { PlaygroundConfiguration } from '@api-explorer/auth-state'
import type { ApiDefinition } from '@api-explorer/model'
import type { EndpointSnippetTemplate, SdkConfiguration } from '@api-explorer/snippets'
import type { Context } from 'react'
import { createContext, useContext } from 'react'

/** What every part of one explorer shares: the definition it shows and where requests go. */
export type ExplorerContextValue = {
  definition: ApiDefinition
  /** Changes whenever another definition object is passed, so per-definition state can start afresh. */
  definitionKey: number
  /** Base URL of the proxy; requests go straight to the API when absent. */
  proxyUrl?: string | undefined
  /** The site's playground settings (credentials, headers and parameters to start from). */
  playground?: PlaygroundConfiguration | undefined
  /** The API's SDKs and registered snippet templates, for SDK snippets. */
  sdks?: readonly SdkConfiguration[] | undefined
  snippetTemplates?: readonly EndpointSnippetTemplate[] | undefined
  /** The HTTP snippet languages the request preview offers (default cURL, TypeScript, Python). */
  snippetLanguages?: readonly string[] | undefined
  /** The reader chose "Provide token manually" over key-injection login. */
  manualToken: boolean
  setManualToken: (manual: boolean) => void
  /** The copy button copies snippets with the real credentials. */
  copyWithSecrets?: boolean | undefined
  /** Whether the site's key-injection login is on (a `KeyInjectionProvider` is mounted). */
  keyInjection?: boolean | undefined
  /** The snippet language, the same for every endpoint (and remembered in the browser). */
  snippetLanguage: string
  setSnippetLanguage: (language: string) => void
}

/** Provides the explorer's definition and settings to its parts. */
export const ExplorerContext: Context<ExplorerContextValue | null> =
  createContext<ExplorerContextValue | null>(null)

/** The explorer's definition and settings. Throws outside `<ApiExplorer>`. */
export function useExplorerContext(): ExplorerContextValue {
  const value = useContext(ExplorerContext)
  if (value == null) {
    throw new Error('`useExplorerContext` must be used within `<ApiExplorer>`')
  }
  return value
}

const objectKeys = new WeakMap<object, number>()
let lastObjectKey = 0

/** A number that identifies an object for as long as it lives (used as a React key); 0 for none. */
export function objectKeyOf(value: object | undefined): number {
  if (value == null) return 0
  let key = objectKeys.get(value)
  if (key == null) {
    lastObjectKey += 1
    key = lastObjectKey
    objectKeys.set(value, key)
  }
  return key
}

/** A number that identifies a definition object for as long as it lives (used as a React key). */
export function definitionKeyOf(definition: ApiDefinition): number {
  return objectKeyOf(definition)
}
