// Writes the generated part of each public package's README "## Exports" section (between the exports:start and
// exports:end markers) from the package's package.json export entries: every public name, grouped by kind, with
// the first sentence of its TSDoc. Run after changing a package's exports: `pnpm readme:exports`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = fileURLToPath(new URL('../../', import.meta.url))
const pkgs = readdirSync(root + 'packages')
  .map((name) => 'packages/' + name)
  .filter((dir) => !JSON.parse(readFileSync(root + dir + '/package.json', 'utf8')).private)
  // The web component's README documents its element, attributes and events instead.
  .filter((dir) => dir !== 'packages/web-component')
const entriesOf = (dir) => {
  const pj = JSON.parse(readFileSync(root + dir + '/package.json', 'utf8'))
  const out = []
  for (const [sub, target] of Object.entries(pj.exports ?? {})) {
    const src = typeof target === 'object' ? target['@api-explorer/source'] : undefined
    if (src && /\.tsx?$/.test(src))
      out.push([pj.name + (sub === '.' ? '' : sub.slice(1)), root + dir + '/' + src.replace(/^\.\//, '')])
  }
  return out
}
const all = pkgs.flatMap((d) => entriesOf(d).map((e) => [d, ...e]))
const cfg = ts.getParsedCommandLineOfConfigFile(
  root + 'tsconfig.base.json',
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
)
const program = ts.createProgram(
  all.map((e) => e[2]),
  { ...cfg.options, noEmit: true, types: ['node'] },
)
const checker = program.getTypeChecker()
const firstSentence = (text) => {
  const flat = text
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)[^}]*\}/g, '`$1`')
    .replace(/\s+/g, ' ')
    .trim()
  // The first sentence ends at a '.', ':' or ';' followed by a space, outside parentheses and code spans.
  let depth = 0
  let code = false
  let end = flat.length
  for (let i = 0; i < flat.length; i++) {
    const c = flat[i]
    if (c === '`') code = !code
    else if (!code && c === '(') depth++
    else if (!code && c === ')') depth = Math.max(0, depth - 1)
    else if (!code && depth === 0 && '.:;'.includes(c) && (i + 1 === flat.length || flat[i + 1] === ' ')) {
      end = i + 1
      break
    }
  }
  let s = flat.slice(0, end).replace(/[:;]$/, '.')
  if (s.length > 160) s = s.slice(0, 157).replace(/\s+\S*$/, '') + '…'
  return s
}
const GROUPS = ['Components', 'Hooks', 'Functions', 'Classes', 'Constants', 'Types']
const byPkg = new Map()
for (const [dir, name, file] of all) {
  const sf = program.getSourceFile(file)
  const mod = checker.getSymbolAtLocation(sf)
  const groups = Object.fromEntries(GROUPS.map((g) => [g, []]))
  const react = /packages\/(react|ui|web-component)/.test(dir)
  for (const e of checker
    .getExportsOfModule(mod)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))) {
    const s = e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e
    const f = s.flags
    let group
    if (f & ts.SymbolFlags.Class) group = 'Classes'
    else if (f & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
      if (react && /^use[A-Z]/.test(e.name)) group = 'Hooks'
      else if (react && /^[A-Z][a-z]/.test(e.name)) group = 'Components'
      else group = f & ts.SymbolFlags.Function ? 'Functions' : 'Constants'
    } else group = 'Types'
    let doc = ts.displayPartsToString(s.getDocumentationComment(checker))
    if (!doc && e !== s) doc = ts.displayPartsToString(e.getDocumentationComment(checker))
    groups[group].push(`- \`${e.name}\`${doc ? ': ' + firstSentence(doc) : ''}`)
  }
  const count = GROUPS.reduce((n, g) => n + groups[g].length, 0)
  const parts = [`### \`${name}\` (${count})`, '']
  for (const g of GROUPS) if (groups[g].length) parts.push(`**${g}**`, '', ...groups[g], '')
  if (!byPkg.has(dir)) byPkg.set(dir, [])
  byPkg.get(dir).push(parts.join('\n'))
}
const START = '<!-- exports:start: generated from the package.json exports entries; do not edit by hand -->'
const END = '<!-- exports:end -->'
for (const [dir, sections] of byPkg) {
  const path = root + dir + '/README.md'
  let readme = readFileSync(path, 'utf8')
  const body = `${START}\n\nEvery public name, by entry point and kind, with the first sentence of its TSDoc.\n\n${sections.join('\n').trim()}\n\n${END}`
  if (readme.includes(START)) {
    const a = readme.indexOf(START)
    const b = readme.indexOf(END, a) + END.length
    readme = readme.slice(0, a) + body + readme.slice(b)
  } else {
    const existing = readme.search(/^## Exports\s*$/m)
    if (existing >= 0) {
      const rest = readme.slice(existing + 3).search(/^## /m)
      const at = rest >= 0 ? existing + 3 + rest : readme.length
      readme = readme.slice(0, at).trimEnd() + '\n\n' + body + '\n\n' + readme.slice(at)
    } else {
      const section = `## Exports\n\n${body}\n`
      const at = readme.search(/^## Tests\b/m)
      readme =
        at >= 0
          ? readme.slice(0, at) + section + '\n' + readme.slice(at)
          : readme.trimEnd() + '\n\n' + section
    }
  }
  writeFileSync(path, readme)
  console.log(dir, sections.length)
}
