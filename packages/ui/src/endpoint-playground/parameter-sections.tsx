import type { ObjectProperty } from '@api-explorer/model'
import type { ParameterSection } from '@api-explorer/react'
import { useEndpointForm, useEndpointFormStore } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { UI_TEXT } from '../messages.js'
import { FormSection } from './form-section.js'
import { PropertyFields } from './property-fields.js'

/** The Headers, Path Parameters and Query Parameters sections of the endpoint form (each only when declared). */
export function ParameterSections(): ReactNode {
  const { definition } = useExplorerContext()
  const endpoint = useEndpointForm((state) => state.endpoint)
  const formState = useEndpointForm((state) => state.formState)
  const store = useEndpointFormStore()
  const sections: Array<{ section: ParameterSection; title: string; properties: ObjectProperty[] }> = [
    {
      section: 'headers',
      title: UI_TEXT.headers,
      properties: [...(definition.globalHeaders ?? []), ...(endpoint.requestHeaders ?? [])],
    },
    { section: 'pathParameters', title: UI_TEXT.pathParameters, properties: endpoint.pathParameters ?? [] },
    {
      section: 'queryParameters',
      title: UI_TEXT.queryParameters,
      properties: endpoint.queryParameters ?? [],
    },
  ]
  return sections
    .filter(({ properties }) => properties.length > 0)
    .map(({ section, title, properties }) => (
      <FormSection key={section} title={title}>
        <PropertyFields
          properties={properties}
          values={formState[section]}
          onChange={(key, value) => store.getState().setParameter(section, key, value)}
        />
      </FormSection>
    ))
}
