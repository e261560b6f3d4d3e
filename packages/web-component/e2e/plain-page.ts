/** Options of {@link plainPage}: the element's attributes. */
export type PlainPageOptions = { proxyUrl: string; theme: 'light' | 'dark' | 'system' }

/**
 * A page with no framework and no bundler: the browser bundle from a `<script type="module">`, one
 * `<api-explorer>` with a button inside as its trigger, and page CSS that would restyle the explorer if any of
 * it reached into the shadow root (rules on the kit's class names, on `button`, `h2`, inherited text styles).
 * The page records the element's events in `window.explorerEvents`.
 */
export function plainPage({ proxyUrl, theme }: PlainPageOptions): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Plain page with the API Explorer</title>
    <style>
      body { margin: 24px; font-family: Georgia, serif; letter-spacing: 2px; text-transform: uppercase; background: #f4efe6; }
      h2, p, a { color: rgb(200, 0, 0) !important; font-size: 40px !important; }
      .ax-root, .ax-Explorer, .ax-Overlay, [role='dialog'] { display: none !important; }
      .ax-Button { background: rgb(200, 0, 0) !important; }
      /* The one way in: the kit's tokens, set on the overlay host. */
      api-explorer-portal { --ax-color-accent: rgb(11, 122, 117); }
    </style>
    <script type="module" src="/dist/api-explorer.js"></script>
  </head>
  <body>
    <main>
      <h1>Sample API</h1>
      <api-explorer definition-url="/openapi.json" proxy-url="${proxyUrl}" theme="${theme}">
        <button type="button">Try the API</button>
      </api-explorer>
    </main>
    <script>
      window.explorerEvents = []
      for (const type of ['definition-load', 'definition-error', 'route-change', 'playground-event']) {
        document.addEventListener(type, (event) =>
          window.explorerEvents.push({ type, ...('route' in event.detail ? { route: event.detail.route } : {}), ...(event.detail.name ? { name: event.detail.name } : {}) }),
        )
      }
    </script>
  </body>
</html>
`
}
