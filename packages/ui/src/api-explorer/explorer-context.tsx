import type { EndpointSnippetTemplate, SdkConfiguration } from '@api-explorer/snippets'
import type { Context, ReactNode } from 'react'
import { createContext, useContext, useMemo } from 'react'
import type { UiMessages } from '../messages.js'
import { UI_TEXT } from '../messages.js'

/** A colour scheme: the reader's system setting, or one forced by the host. */
export type ExplorerTheme = 'light' | 'dark' | 'system'

/** What the UI kit's parts show beyond the explorer core: SDK snippets, snippet languages, theme. */
export type ExplorerUiSettings = {
  /** The API's SDKs: the request preview offers their calls ("Python SDK", …) next to the HTTP snippets. */
  sdks?: readonly SdkConfiguration[] | undefined
  /** Snippet templates the SDK generators registered; they win over calls written from the definition. */
  snippetTemplates?: readonly EndpointSnippetTemplate[] | undefined
  /**
   * The HTTP snippet languages of the request preview: default cURL, TypeScript and Python; any of
   * `SNIPPET_LANGUAGES` (JavaScript, Go, Ruby, PHP, Java, C#, Swift) can be added.
   */
  snippetLanguages?: readonly string[] | undefined
  /**
   * Offer "Copy with credentials" beside Copy (default true; `false` hides it). Snippets are always shown
   * redacted, and Copy copies `$API_TOKEN`-style placeholders; only this button copies the real values.
   */
  copyWithSecrets?: boolean | undefined
  /** Colour scheme of every part. Default `system`. */
  theme?: ExplorerTheme | undefined
  /**
   * Text to show instead of the kit's own (`UI_TEXT`), by key: translations, or wording that fits the site.
   * Keys left out keep the default; texts that take values are functions (`noMatches: (query) => …`).
   */
  messages?: Partial<UiMessages> | undefined
  /**
   * Renders docs text (descriptions of endpoints, properties, enum values, auth, channels, messages) instead of
   * the kit's sanitised markdown, e.g. with the site's own MDX pipeline. It receives the text as the definition
   * has it (markdown with inline HTML) and must make it safe itself.
   */
  renderDescription?: ((text: string) => ReactNode) | undefined
}

/** Provides the UI settings to the parts (`ExplorerProvider` of the UI kit sets it). */
export const ExplorerUiContext: Context<ExplorerUiSettings> = createContext<ExplorerUiSettings>({})

/** The UI settings; the defaults outside an `ExplorerProvider` of the UI kit. */
export function useUiSettings(): ExplorerUiSettings {
  return useContext(ExplorerUiContext)
}

/** The texts the parts show: the host's `messages` over the kit's defaults. */
export function useMessages(): UiMessages {
  const { messages } = useUiSettings()
  return useMemo(() => (messages == null ? UI_TEXT : { ...UI_TEXT, ...messages }), [messages])
}
