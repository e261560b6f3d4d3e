import type { SdkConfiguration } from '@api-explorer/ui'

/**
 * The SDKs a docs site would list for the sample API, one per language the generators support, so the request
 * preview offers "TypeScript SDK" … "PHP SDK" next to the HTTP snippets. The calls are written from the
 * definition and this configuration; the packages are illustrative and not published.
 */
export const SAMPLE_API_SDKS: readonly SdkConfiguration[] = [
  { language: 'typescript', package: '@sample-api/sdk', clientName: 'SampleApiClient' },
  { language: 'python', package: 'sample-api', clientName: 'SampleApiClient' },
  { language: 'java', package: 'com.sampleapi:sample-api-java', clientName: 'SampleApiClient' },
  { language: 'ruby', package: 'sample_api', clientName: 'SampleApi::Client' },
  { language: 'csharp', package: 'SampleApi.Net', clientName: 'SampleApiClient' },
  { language: 'go', package: 'github.com/sample-api/sample-api-go', clientName: 'Client' },
  { language: 'php', package: 'sample-api/sample-api-php', clientName: 'SampleApiClient' },
]

/** Received messages per websocket connection before the explorer ends it with "END OF SAMPLE SESSION". */
export const WEBSOCKET_MESSAGE_LIMIT = 20
