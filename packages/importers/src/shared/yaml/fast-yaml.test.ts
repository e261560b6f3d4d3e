import fc from 'fast-check'
import jsyaml from 'js-yaml'
import { describe, expect, it } from 'vitest'

import { fixtureFiles, fixtureText } from '../../../test/fixtures.js'
import { readYamlFast } from './fast-yaml.js'
import { implicitTypesOf } from './yaml-plain.js'

// The schema and options readDocument gives js-yaml: the reference every answer of the fast reader must equal.
const { types: builtIn } = jsyaml as unknown as { types: { merge: jsyaml.Type } }
const SCHEMA = jsyaml.CORE_SCHEMA.extend({ implicit: [builtIn.merge] })
const TYPES = implicitTypesOf(SCHEMA)!
// Generated documents per property; FAST_YAML_RUNS=100000 searches further (a failure prints its seed).
const RUNS = Number(process.env['FAST_YAML_RUNS'] ?? 3000)

function jsYaml(text: string): unknown {
  return jsyaml.load(text, { schema: SCHEMA, json: true })
}

function fast(text: string): unknown {
  return readYamlFast(text, TYPES)
}

/** The fast reader answers undefined or exactly what js-yaml reads; where js-yaml fails, it answers undefined. */
function expectSameOrLeft(text: string): boolean {
  let reference: unknown
  try {
    reference = jsYaml(text)
  } catch {
    expect(fast(text)).toBeUndefined()
    return false
  }
  const answer = fast(text)
  if (answer === undefined) return false
  expect(answer).toStrictEqual(reference)
  return true
}

describe('readYamlFast', () => {
  it("reads js-yaml's compiled implicit types", () => {
    expect(TYPES.length).toBeGreaterThanOrEqual(5)
  })

  const yamlFixtures = fixtureFiles().filter((file) => /\.ya?ml$/.test(file))

  it('has the YAML fixtures to compare', () => {
    expect(yamlFixtures.length).toBeGreaterThan(20)
  })

  it.each(yamlFixtures)('reads %s exactly as js-yaml does, without leaving it to js-yaml', (file) => {
    const text = fixtureText(file)
    const answer = fast(text)
    expect(answer).toBeDefined()
    expect(answer).toStrictEqual(jsYaml(text))
  })

  it.each([
    [
      'plain scalars over several lines, indicators and empty lines included',
      'a: one\n  - two `three`\n\n  four\nb: x',
    ],
    [
      'implicit types, as values and as keys',
      'a: 1\nb: -0x1F\nc: 1e3\nd: .inf\ne: ~\nf: True\ng: null\n200: ok\n~: n\n1.50: f\n0o17: o\n-0: z\nh: 0b101\ni: +12',
    ],
    ['strings that only look typed', 'a: 1.2.3\nb: nulls\nc: \'1\'\nd: "true"\ne: 1_000\nf: 0x\nh: .5.\n'],
    [
      'quoted keys and values, with escapes and folding',
      "\"a b\": \"x\\ty\\u00e9\\x41\\U0001F600\"\n'c''d': 'it''s'\ne: \"one\n  two\n\n  three\"\nf: \"long \\\n  line\"\ng: 'x\n\n\n  y'",
    ],
    [
      'literal and folded block scalars with every chomping',
      'a: |\n  one\n   two\n\n  three\n\nb: |-\n  x\n\nc: |+\n  y\n\n\nd: >\n  folded\n  line\n\n  next\n    more\n  back\ne: >-\n  z\nf: >+\n  w\n',
    ],
    [
      'block scalars with explicit indentation, leading blank lines and wide blank lines',
      'a: |2\n    lead\n  x\nb: >1-\n  y\nc: |\n\n  after blank\nd: |\n  x\n     \n  y\ne: |+\n      \nf: end',
    ],
    ['a block scalar at the end of the text', 'a: |\n  last'],
    [
      'sequences at the key column, nested and compact',
      'a:\n- 1\n- b: 2\n  c: 3\n-\n  - x\n  - y\n- - z\nd:\n  -\n  - ""\ne: [1, [2, {f: g}], "h, i", \'j\']\nk: {"l":1, m: [], n: {}}',
    ],
    [
      'flow collections over several lines, with comments',
      'a: [\n    1, # one\n    two\n  ]\nb: {\n    c: d,\n    e: f }\n',
    ],
    [
      'comments everywhere they may be',
      '# head\na: 1 # one\n# between\nb: # none\n  c: "x" # after\n\nd: |  # header\n  text\n',
    ],
    ['duplicate keys, the last one winning', 'a: 1\nb: 2\na: 3'],
    ['an indented top-level mapping', '  a: 1\n  b:\n    c: 2\n'],
  ])('reads %s as js-yaml does', (_, text) => {
    const answer = fast(text)
    expect(answer).toBeDefined()
    expect(answer).toStrictEqual(jsYaml(text))
  })

  it.each([
    ['an anchor and an alias', 'a: &x 1\nb: *x'],
    ['a merge key', 'base: {a: 1}\nc:\n  <<: {b: 2}'],
    ['a tag', 'a: !!str 1'],
    ['a document marker', '---\na: 1'],
    ['a directive', '%YAML 1.2\n---\na: 1'],
    ['a tab', 'a:\t1'],
    ['a carriage return', 'a: 1\r\nb: 2'],
    ['a complex key', '? a\n: 1'],
    ['a __proto__ key', '__proto__: 1'],
    ['a top-level sequence', '- 1\n- 2'],
    ['a top-level scalar', 'just text'],
    ['bad indentation', 'a: 1\n  b: 2'],
    ['a second mapping value on a line', 'a: b: c'],
    ['an unclosed quote', 'a: "open\n'],
    ['a trailing comma in a flow sequence', 'a: [1, 2, ]'],
    ['an empty last entry in a nested sequence', 'a:\n- - x\n  -\n- y'],
    ['a quoted flow key over two lines', "a: {'x\n  y': 1}"],
    ['a lone surrogate', 'a: "\ud800"'],
    ['a non-printable character', 'a: "\u0007"'],
  ])('leaves %s to js-yaml', (_, text) => {
    expect(fast(text)).toBeUndefined()
  })

  // Documents js-yaml writes, in many styles: every string shape (quotes, escapes, leading and trailing
  // spaces, several lines, things that look like numbers), nested collections, block and flow styles.
  const key = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('a', 'type', '200', '~', 'true', '1e3', 'x: y', '- z', '#c', 'q"', "p'"),
  )
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc
      .array(
        fc.constantFrom('a', ' ', '\n', ':', '#', '-', '"', "'", '\\', '|', '>', '{', ',', '1', 'é', '\t'),
        {
          maxLength: 30,
        },
      )
      .map((parts) => parts.join('')),
    fc.lorem({ maxCount: 40 }),
  )
  const scalar = fc.oneof(text, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null))
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    ),
  }))
  const document = fc.dictionary(key, value, { minKeys: 1, maxKeys: 5 })
  const style = fc.record({
    lineWidth: fc.constantFrom(20, 40, 80, -1),
    flowLevel: fc.constantFrom(-1, 0, 1, 2),
    indent: fc.constantFrom(1, 2, 4),
    noArrayIndent: fc.boolean(),
    quotingType: fc.constantFrom("'" as const, '"' as const),
    forceQuotes: fc.boolean(),
    noCompatMode: fc.boolean(),
  })

  it('reads what js-yaml writes exactly as js-yaml reads it back', () => {
    let answered = 0
    let runs = 0
    fc.assert(
      fc.property(document, style, (doc, options) => {
        runs++
        if (expectSameOrLeft(jsyaml.dump(doc, { ...options, schema: SCHEMA }))) answered++
      }),
      { numRuns: RUNS },
    )
    // Most generated documents are the plain YAML the fast reader is for; if it leaves them, it is not fast.
    expect(answered / runs).toBeGreaterThan(0.6)
  })

  it('agrees with js-yaml on damaged documents: the same value, or left to js-yaml (errors included)', () => {
    const damage = fc.record({
      at: fc.nat(),
      insert: fc.constantFrom(
        ' ',
        '  ',
        ':',
        ': ',
        '#',
        ' #',
        '-',
        '- ',
        '\n',
        '\n  ',
        '"',
        "'",
        '|',
        '>',
        '[',
        ']',
        '{',
        '}',
        ',',
        'a',
        '1',
        '\\',
        '?',
        '&',
        '*',
      ),
      remove: fc.integer({ min: 0, max: 3 }),
    })
    fc.assert(
      fc.property(
        document,
        style,
        fc.array(damage, { minLength: 1, maxLength: 3 }),
        (doc, options, edits) => {
          let text = jsyaml.dump(doc, { ...options, schema: SCHEMA })
          for (const edit of edits) {
            const at = edit.at % (text.length + 1)
            text = text.slice(0, at) + edit.insert + text.slice(at + edit.remove)
          }
          expectSameOrLeft(text)
        },
      ),
      { numRuns: RUNS },
    )
  })
})
