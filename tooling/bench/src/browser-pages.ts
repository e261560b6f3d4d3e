/**
 * The pages both sides are measured on: plain HTML, as a docs host would write them, each loading its tool from
 * the bench server and the definition by URL from the same server.
 *
 * Ours is the web component's self-contained browser bundle (`packages/web-component/dist/api-explorer.js`,
 * React, the UI kit and its stylesheet in one module, lazy pieces in `dist/chunks/`), an
 * `<api-explorer definition-url="…" open>` element: the way a page without a bundler embeds the explorer.
 * Swagger UI is `swagger-ui-bundle.js` and its stylesheet with `SwaggerUIBundle({ url, dom_id })`, the way its
 * README embeds it. Neither page sets anything else.
 */

/** Where the server mounts each tool and the specs. */
export const OURS_PREFIX = '/ours/'
export const SWAGGER_UI_PREFIX = '/swagger-ui/'
export const SPECS_PREFIX = '/specs/'

export type PageSide = 'ours' | 'swagger-ui'

/**
 * The page path of one side for one spec, e.g. `/pages/ours/github-api.github.com.json.html`; ours opened on an
 * endpoint gets a page of its own.
 */
export function pagePath(side: PageSide, specFile: string, endpointSlug?: string): string {
  const suffix = endpointSlug == null ? '' : `--${endpointSlug.replaceAll('/', '~')}`
  return `/pages/${side}/${specFile}${suffix}.html`
}

/** Ours: the element opens on load (`open`), on `endpointSlug` when given, else on the first endpoint. */
export function oursPage(specFile: string, endpointSlug?: string): string {
  const endpoint = endpointSlug == null ? '' : ` endpoint="${escapeAttribute(endpointSlug)}"`
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>API Explorer</title>
    <script type="module" src="${OURS_PREFIX}api-explorer.js"></script>
  </head>
  <body>
    <api-explorer definition-url="${SPECS_PREFIX}${escapeAttribute(specFile)}" open${endpoint}></api-explorer>
  </body>
</html>
`
}

/** Swagger UI as its README embeds it; `window.ui` is the instance. */
export function swaggerUiPage(specFile: string): string {
  const options = `url: ${JSON.stringify(SPECS_PREFIX + specFile)}, dom_id: '#swagger-ui'`
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Swagger UI</title>
    <link rel="stylesheet" href="${SWAGGER_UI_PREFIX}swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${SWAGGER_UI_PREFIX}swagger-ui-bundle.js"></script>
    <script>
      window.ui = SwaggerUIBundle({ ${options} })
    </script>
  </body>
</html>
`
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}
