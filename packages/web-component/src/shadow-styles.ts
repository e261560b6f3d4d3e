import uiStyles from '@api-explorer/ui/styles.css?inline'

/**
 * What the shadow root adds to the kit's stylesheet: the host shows only its trigger (`display: contents` would
 * hide it from focus order in older engines, so inline), and the portal container starts from initial values, so
 * inherited page styles (letter-spacing, text-transform, text-align, …) stop at the shadow root; the colour
 * scheme is set again, for the `system` theme.
 */
const HOST_STYLES = `
:host { display: inline; }
:host([hidden]) { display: none; }
.ax-portal { all: initial; color-scheme: light dark; }
`

let shared: CSSStyleSheet | undefined
let sharedText: string | undefined

/**
 * Gives a shadow root the UI kit's styles: one constructable stylesheet shared by every element on the page
 * (`adoptedStyleSheets`), or a `<style>` element where constructable stylesheets are missing. The kit's design
 * tokens (`--ax-*`) are moved from `.ax-root` to `:host`, so a page can theme the element from outside
 * (`api-explorer { --ax-color-accent: … }`) while no other page rule reaches in.
 */
export function adoptExplorerStyles(root: ShadowRoot): void {
  sharedText ??= tokensOnHost(uiStyles + HOST_STYLES)
  if (supportsAdoptedStyleSheets(root)) {
    shared ??= constructedSheet(sharedText)
    if (!root.adoptedStyleSheets.includes(shared))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared]
    return
  }
  if (root.querySelector('style[data-api-explorer]') != null) return
  const style = root.ownerDocument.createElement('style')
  style.setAttribute('data-api-explorer', '')
  style.textContent = sharedText
  root.prepend(style)
}

function supportsAdoptedStyleSheets(root: ShadowRoot): boolean {
  if (!('adoptedStyleSheets' in root)) return false
  try {
    new CSSStyleSheet().replaceSync('')
    return true
  } catch {
    return false
  }
}

function constructedSheet(text: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(text)
  return sheet
}

/** The selector of the rule that declares the kit's tokens, which starts with `--ax-font` (`styles/tokens.css`). */
const TOKEN_RULE = /:where\(\.ax-root\)(\s*\{\s*--ax-font\s*:)/

/**
 * Moves the rule that declares the kit's tokens (`:where(.ax-root) { --ax-font: …; … }`) to `:host`: tokens
 * inherit into the shadow tree from there, and a page rule on the element wins over a `:host` rule. In the text,
 * before it is parsed: walking the parsed rules for it made a CSSOM object of every rule of the sheet, 5 to 10 ms
 * of the element's first evaluation in Chromium.
 */
function tokensOnHost(text: string): string {
  return text.replace(TOKEN_RULE, ':host$1')
}
