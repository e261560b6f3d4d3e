import type { ObjectProperty } from '@api-explorer/model'
import type { ParameterSection } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { ObjectSection } from '../form/form-sections.js'
import { useFormStoreApi } from '../form/use-form.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** The parameters an endpoint or channel declares, by section. */
export type DeclaredParameters = {
  requestHeaders?: ObjectProperty[] | undefined
  pathParameters?: ObjectProperty[] | undefined
  queryParameters?: ObjectProperty[] | undefined
}

/**
 * The Headers (the API's global headers first), Path Parameters and Query Parameters sections of the form in
 * the enclosing `FormStoreProvider`, each only when something is declared in it.
 */
export function ParameterSections({ declared }: { declared: DeclaredParameters }): ReactNode {
  const uiText = useMessages()
  const { definition } = useFormStoreApi().getState()
  const sections: Array<{ section: ParameterSection; title: string; properties: ObjectProperty[] }> = [
    {
      section: 'headers',
      title: uiText.headers,
      properties: [...(definition.globalHeaders ?? []), ...(declared.requestHeaders ?? [])],
    },
    { section: 'pathParameters', title: uiText.pathParameters, properties: declared.pathParameters ?? [] },
    {
      section: 'queryParameters',
      title: uiText.queryParameters,
      properties: declared.queryParameters ?? [],
    },
  ]
  return sections
    .filter(({ properties }) => properties.length > 0)
    .map(({ section, title, properties }) => (
      <ObjectSection key={section} title={title} path={[section]} properties={properties} />
    ))
}
