import type { ObjectProperty } from '@api-explorer/model'
import type { ParameterSection } from '@api-explorer/react'
import { useEndpointForm, useEndpointFormStore } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useExplorerContext } from '../api-explorer/explorer-context.js'
import { UI_TEXT } from '../messages.js'
import { FormSection } from './form-section.js'
import { PropertyFields } from './property-fields.js'

/** The parameters an endpoint or channel declares, by section. */
export type DeclaredParameters = {
  requestHeaders?: ObjectProperty[] | undefined
  pathParameters?: ObjectProperty[] | undefined
  queryParameters?: ObjectProperty[] | undefined
}

/** Props of {@link ParameterSectionsView}. */
export type ParameterSectionsViewProps = {
  declared: DeclaredParameters
  values: Readonly<Record<ParameterSection, Readonly<Record<string, unknown>>>>
  onChange: (section: ParameterSection, key: string, value: unknown) => void
}

/**
 * The Headers (the API's global headers first), Path Parameters and Query Parameters sections of a form, each
 * only when something is declared in it.
 */
export function ParameterSectionsView({ declared, values, onChange }: ParameterSectionsViewProps): ReactNode {
  const { definition } = useExplorerContext()
  const sections: Array<{ section: ParameterSection; title: string; properties: ObjectProperty[] }> = [
    {
      section: 'headers',
      title: UI_TEXT.headers,
      properties: [...(definition.globalHeaders ?? []), ...(declared.requestHeaders ?? [])],
    },
    { section: 'pathParameters', title: UI_TEXT.pathParameters, properties: declared.pathParameters ?? [] },
    {
      section: 'queryParameters',
      title: UI_TEXT.queryParameters,
      properties: declared.queryParameters ?? [],
    },
  ]
  return sections
    .filter(({ properties }) => properties.length > 0)
    .map(({ section, title, properties }) => (
      <FormSection key={section} title={title}>
        <PropertyFields
          properties={properties}
          values={values[section]}
          onChange={(key, value) => onChange(section, key, value)}
        />
      </FormSection>
    ))
}

/** The parameter sections of the endpoint form. */
export function ParameterSections(): ReactNode {
  const endpoint = useEndpointForm((state) => state.endpoint)
  const formState = useEndpointForm((state) => state.formState)
  const store = useEndpointFormStore()
  return (
    <ParameterSectionsView
      declared={endpoint}
      values={formState}
      onChange={(section, key, value) => store.getState().setParameter(section, key, value)}
    />
  )
}
