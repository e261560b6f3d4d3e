import type { ExampleEndpointCall, ExampleFormValue } from '@api-explorer/model'

import type { CustomSnippetPayload, ParameterPayload } from '../template-types.js'

/**
 * The snippet payload of a worked example of the definition: its parameters and body, with multipart files
 * named by their example file names (`{ name }`, as form file values are). Hosts use it to show SDK snippets
 * of examples without a form.
 */
export function examplePayload(example: ExampleEndpointCall): CustomSnippetPayload {
  const body = example.requestBody
  return {
    pathParameters: parameters(example.pathParameters),
    queryParameters: parameters(example.queryParameters),
    headers: parameters(example.headers),
    ...(body === undefined
      ? {}
      : {
          requestBody:
            body.type === 'json'
              ? body.value
              : body.type === 'bytes'
                ? { name: 'file' }
                : Object.fromEntries(
                    Object.entries(body.value).map(([key, value]) => [key, formValue(value)]),
                  ),
        }),
  }
}

function parameters(values: Record<string, unknown> | undefined): ParameterPayload[] {
  return Object.entries(values ?? {}).map(([name, value]) => ({ name, value }))
}

function formValue(value: ExampleFormValue): unknown {
  switch (value.type) {
    case 'json':
      return value.value
    case 'exploded':
      return value.value
    case 'filename':
      return { name: value.value }
    case 'filenames':
      return value.value.map((name) => ({ name }))
    case 'filenameWithData':
      return { name: value.filename }
    case 'filenamesWithData':
      return value.value.map((file) => ({ name: file.filename }))
  }
}
