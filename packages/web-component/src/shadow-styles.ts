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

/**
 * Gives a shadow root the UI kit's styles: one constructable stylesheet shared by every element on the page
 * (`adoptedStyleSheets`), or a `<style>` element where constructable stylesheets are missing. The kit's design
 * tokens (`--ax-*`) are moved from `.ax-root` to `:host`, so a page can theme the element from outside
 * (`api-explorer { --ax-color-accent: … }`) while no other page rule reaches in.
 */
export function adoptExplorerStyles(root: ShadowRoot): void {
  if (supportsAdoptedStyleSheets(root)) {
    shared ??= tokensOnHost(constructedSheet(uiStyles + HOST_STYLES))
    if (!root.adoptedStyleSheets.includes(shared))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared]
    return
  }
  if (root.querySelector('style[data-api-explorer]') != null) return
  const style = root.ownerDocument.createElement('style')
  style.setAttribute('data-api-explorer', '')
  style.textContent = uiStyles + HOST_STYLES
  root.prepend(style)
  if (style.sheet != null) tokensOnHost(style.sheet)
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

/**
 * Moves the rule that declares the kit's tokens (`:where(.ax-root) { --ax-font: …; … }`) to `:host`: tokens
 * inherit into the shadow tree from there, and a page rule on the element wins over a `:host` rule.
 */
function tokensOnHost(sheet: CSSStyleSheet): CSSStyleSheet {
  for (const rule of styleRules(sheet.cssRules)) {
    if (rule.selectorText === ':where(.ax-root)' && rule.style.getPropertyValue('--ax-font') !== '') {
      rule.selectorText = ':host'
    }
  }
  return sheet
}

function* styleRules(rules: CSSRuleList): Generator<CSSStyleRule> {
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule) yield rule as CSSStyleRule
    else if ('cssRules' in rule) yield* styleRules((rule as CSSGroupingRule).cssRules)
  }
}
