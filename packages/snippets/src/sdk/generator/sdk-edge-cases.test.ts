import type { ApiDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { sdkSnippet } from '../endpoint-snippet.js'
import type { SdkType } from '../template-types.js'
import { SDK_EDGE_CASES, SDK_EDGE_DEFINITION } from '../../../test/sdk/edge-test-definition.js'
import { goPackageAlias } from './languages/go.js'
import { sdkValue } from './sdk-value.js'
import { SDK_TEST_CONFIGURATIONS } from '../../../test/sdk/test-definition.js'

/** The snippet of an edge case, with the SDK packages named `client` as in the compile checks. */
function edge(language: SdkType, id: string, definition: ApiDefinition = SDK_EDGE_DEFINITION): string {
  const found = SDK_EDGE_CASES.find((candidate) => candidate.endpoint.id === id)
  if (found === undefined) throw new Error(`no edge case ${id}`)
  const base = SDK_TEST_CONFIGURATIONS[language]
  return sdkSnippet({
    language,
    endpoint: found.endpoint,
    payload: found.payload,
    definition,
    sdks: [{ ...base, package: base.package.replace(/acme/g, 'client') }],
  })
}

const DOUBLE = { type: 'primitive', value: { type: 'double' } } as const

describe('numbers follow their declared type', () => {
  it('takes integer-ness from the declared primitive, and from the value only when undeclared', () => {
    expect(sdkValue(3, DOUBLE, {})).toEqual({ kind: 'number', value: 3, integer: false, primitive: 'double' })
    expect(sdkValue(3, { type: 'primitive', value: { type: 'long' } }, {})).toMatchObject({ integer: true })
    expect(sdkValue(2.5, { type: 'primitive', value: { type: 'integer' } }, {})).toMatchObject({
      integer: false,
    })
    expect(sdkValue(3, undefined, {})).toEqual({ kind: 'number', value: 3, integer: true })
  })

  it('writes a double holding 3 as a float literal', () => {
    expect(edge('go', 'numbers')).toContain('Price: clientsdk.Float64(3.0),')
    expect(edge('java', 'numbers')).toContain('.price(3.0)')
    expect(edge('csharp', 'numbers')).toContain('Price = 3.0,')
    expect(edge('php', 'numbers')).toContain("'price' => 3.0,")
    expect(edge('python', 'numbers')).toContain('price=3.0,')
    expect(edge('java', 'numbers')).toContain('.x(2.0)')
  })

  it('uses long literals only within ±(2^63−1), and never a constant a Go type cannot hold', () => {
    const java = edge('java', 'numbers')
    expect(java).toContain('.big(4611686018427388000L)')
    expect(java).toContain('.huge(1e+21)')
    expect(java).toContain('.n(5L)')
    expect(java).toContain('1099511627776L')
    const csharp = edge('csharp', 'numbers')
    expect(csharp).toContain('Big = 4611686018427388000L,')
    expect(csharp).toContain('Huge = 1e+21,')
    expect(csharp).toContain('Unsigned = 9223372036854776000UL,')
    const go = edge('go', 'numbers')
    expect(go).toContain('Big: clientsdk.Int64(4611686018427388000),')
    expect(go).toContain('Huge: clientsdk.Float64(1e+21),')
    expect(go).not.toMatch(/Int(64)?\(1e/)
  })
})

describe('containers take their element type from the definition', () => {
  it('types Go lists and maps by their declared items, empty ones included', () => {
    const go = edge('go', 'empties')
    expect(go).toContain('O: map[string]string{},')
    expect(go).toContain('L: []string{},')
    expect(go).toContain('Nested: [][]*clientsdk.Point{')
    expect(go).toContain('[]*clientsdk.Point{},')
    // Fern's Go SDKs type optional map values and list items as pointers.
    expect(go).toContain(
      'OptionalValues: map[string]*string{\n\t\t\t\t"a": nil,\n\t\t\t\t"b": clientsdk.String("v"),',
    )
    expect(go).toContain('Single: []*string{')
    expect(edge('go', 'numbers')).toContain('Ratios: []float64{\n\t\t\t\t1.0,')
    expect(edge('go', 'keywordTypes')).toContain(
      'MaybeKinds: []*clientsdk.Kind{\n\t\t\t\tclientsdk.KindAB2.Ptr(),',
    )
  })

  it('types C# lists and dictionaries by their declared items', () => {
    const csharp = edge('csharp', 'empties')
    expect(csharp).toContain('O = new Dictionary<string, string>(),')
    expect(csharp).toContain('L = new List<string>(),')
    expect(csharp).toContain('Nested = new List<List<Point>> {')
    expect(csharp).toContain('new List<Point>(),')
    expect(csharp).toContain('OptionalValues = new Dictionary<string, string?> {')
    expect(edge('csharp', 'numbers')).toContain('Ratios = new List<double> {')
    expect(edge('csharp', 'keywordTypes')).toContain('MaybeKinds = new List<Kind?> {')
  })
})

describe('no name is written twice', () => {
  it('nests the body when a body field takes a parameter’s name', () => {
    expect(edge('typescript', 'collide')).toContain('name: "q",\n  body: {\n    userId: "x",\n    name: "b",')
    expect(edge('python', 'collide')).toContain(
      'user_id="u1",\n    name="q",\n    request={\n        "userId": "x",',
    )
    expect(edge('ruby', 'collide')).toContain("user_id: 'u1',\n  name: 'q',\n  request: {")
    expect(edge('go', 'collide')).toContain('Name: clientsdk.String("q"),\n\t\t\tBody: map[string]string{')
    expect(edge('java', 'collide')).toContain('.name("q")\n                .body(Map.ofEntries(')
    expect(edge('csharp', 'collide')).toContain(
      'Name = "q",\n        Body = new Dictionary<string, string> {',
    )
    expect(edge('php', 'collide')).toContain("'name' => 'q',\n        'body' => [")
  })

  it('keeps wire keys where keys can be quoted, else passes the body as one value with its wire keys', () => {
    const typescript = edge('typescript', 'weird')
    expect(typescript).toContain('xY: 3,\n  x_y: 4,\n  value: 5,')
    expect(typescript).toContain('"😀": 8,')
    const php = edge('php', 'weird')
    expect(php).toContain("'xY' => 3,\n        'x_y' => 4,")
    expect(edge('python', 'weird')).toContain('request={\n        "items": [')
    expect(edge('go', 'weird')).toContain('"x-y": 3,\n\t\t\t"x_y": 4,')
    expect(edge('java', 'weird')).toContain('Map.entry("x-y", 3),\n                Map.entry("x_y", 4),')
    expect(edge('csharp', 'weird')).toContain('{ "x-y", 3 },\n        { "x_y", 4 },')
  })

  // Python, Ruby, TypeScript and Go duplicates fail their compile checks; Java, C# and PHP are checked here.
  it('writes each request field once in every language', () => {
    for (const [language, pattern] of Object.entries(REQUEST_KEYS)) {
      let seen = 0
      for (const { endpoint } of SDK_EDGE_CASES) {
        const keys = [...edge(language as SdkType, endpoint.id).matchAll(pattern)].map((match) => match[1])
        const name = `${language} ${endpoint.id}`
        expect({ name, keys }).toEqual({ name, keys: [...new Set(keys)] })
        seen += keys.length
      }
      // The pattern finds the fields at all (a pattern that matches nothing would prove nothing).
      expect({ language, enough: seen > 30 }).toEqual({ language, enough: true })
    }
  })

  it('suffixes parameters that case alike, and parameters named like the body', () => {
    expect(edge('typescript', 'paramsCollide')).toContain(
      'pageSize: 1,\n  page_size: 2,\n  body2: "b",\n  request: "r",\n  body: [',
    )
    expect(edge('python', 'paramsCollide')).toContain(
      'page_size=1,\n    page_size_2=2,\n    body="b",\n    request_2="r",\n    request=[',
    )
    expect(edge('ruby', 'paramsCollide')).toContain('page_size_2: 2,')
    expect(edge('go', 'paramsCollide')).toContain(
      'PageSize2: clientsdk.Int(2),\n\t\t\tBody2: clientsdk.String("b"),',
    )
    expect(edge('java', 'paramsCollide')).toContain('.pageSize2(2)\n                .body2("b")')
    expect(edge('csharp', 'paramsCollide')).toContain('PageSize2 = 2,\n        Body2 = "b",')
    expect(edge('php', 'paramsCollide')).toContain("'page_size' => 2,\n        'body2' => 'b',")
  })

  it('gives every Go file variable its own name', () => {
    const go = edge('go', 'files')
    expect(go).toContain('aB1, err := os.Open("x.png")')
    expect(go).toContain('aB1_2, err := os.Open("y.png")')
    expect(go).toContain('\t\taB1,\n\t\taB1_2,\n')
    expect(edge('python', 'files')).toContain('a_b=open("x.png", "rb"),\n    a_b_2=open("y.png", "rb"),')
  })

  it('numbers enum members that case alike', () => {
    expect(edge('go', 'keywordTypes')).toContain('clientsdk.KindAB,\n\t\t\t\tclientsdk.KindAB2,')
    expect(edge('java', 'keywordTypes')).toContain('Kind.A_B,\n                    Kind.A_B_2,')
    expect(edge('csharp', 'keywordTypes')).toContain('Kind.AB,\n            Kind.AB2,')
    expect(edge('php', 'keywordTypes')).toContain('Kind::AB->value,\n            Kind::AB2->value,')
  })
})

/** A request field at the request value's indentation, per language: its name is group 1. */
const REQUEST_KEYS: Partial<Record<SdkType, RegExp>> = {
  typescript: /^ {2}("[^"]*"|[\w$]+): /gm,
  java: /^ {16}\.(\w+)\(/gm,
  csharp: /^ {8}(\w+) = /gm,
  php: /^ {8}'((?:[^'\\]|\\.)*)' => /gm,
  go: /^\t{3}(\w+): /gm,
}

describe('names never clash with the snippet’s own', () => {
  it('never imports the Go SDK as a name the snippet uses', () => {
    expect(goPackageAlias('github.com/acme/acme-go')).toBe('acme')
    expect(goPackageAlias('github.com/acme/client-go')).toBe('clientsdk')
    for (const name of [
      'option',
      'context',
      'fmt',
      'io',
      'os',
      'time',
      'err',
      'response',
      'page',
      'iter',
      'main',
      'body',
    ])
      expect(goPackageAlias(`github.com/acme/${name}`)).toBe(`${name}sdk`)
    expect(goPackageAlias('github.com/acme/string')).toBe('stringsdk')
    const go = edge('go', 'numbers')
    expect(go).toContain('clientsdk "github.com/client/client-go"')
    expect(go).toContain('clientsdkclient "github.com/client/client-go/client"')
    expect(go).toContain('client := clientsdkclient.NewClient(')
  })

  it('imports Go packages only when they are used', () => {
    expect(edge('go', 'weird')).toContain('\t"time"\n')
    expect(edge('go', 'weird')).toContain('"times": []time.Time{')
    expect(edge('go', 'numbers')).not.toContain('"time"')
    expect(edge('go', 'class')).not.toContain('clientsdk "github.com/client/client-go"')
  })

  it('qualifies library helpers and types named like them', () => {
    const java = edge('java', 'files')
    expect(java).toContain('new java.io.File("x.png"),')
    expect(java).toContain('import com.client.types.File;')
    expect(java).not.toContain('import java.io.File;')
    const csharp = edge('csharp', 'files')
    expect(csharp).toContain('new FileParameter { Stream = System.IO.File.OpenRead("x.png") },')
    expect(csharp).toContain('Meta = new Acme.Net.File {')
    expect(edge('csharp', 'keywordTypes')).toContain('Stamp = new Acme.Net.DateTime {')
    expect(edge('csharp', 'keywordTypes')).toContain('Version = new Acme.Net.Version {')
    const php = edge('php', 'files')
    expect(php).toContain('use Client\\Utils\\File;\nuse Client\\Types\\File as TypesFile;')
    expect(php).toContain("File::createFromFilePath('x.png'),")
    expect(php).toContain("'meta' => new TypesFile([")
    expect(edge('php', 'keywordTypes')).toContain('use Client\\Types\\DateTime as TypesDateTime;')
  })

  it('writes a Java SDK class named like String, System or the Example class fully qualified', () => {
    const renamed = structuredClone(SDK_EDGE_DEFINITION)
    const list = renamed.types['List']
    if (list !== undefined) list.name = 'String'
    const java = edge('java', 'keywordTypes', renamed)
    expect(java).toContain('.l(com.client.types.String.builder()')
    expect(java).not.toContain('import com.client.types.String;')
    expect(java).toContain('public static void main(String[] args) {')
  })

  it('suffixes PHP reserved class names and Python reserved model names', () => {
    const php = edge('php', 'keywordTypes')
    expect(php).toContain('use Client\\Types\\List_;')
    expect(php).toContain("'l' => new List_([")
    expect(edge('python', 'keywordTypes')).toContain(
      'from client_sdk import AcmeClient, DateTime, File, List, None_, Version',
    )
    expect(edge('python', 'keywordTypes')).toContain('none=None_(')
  })

  it('suffixes Ruby methods and resources named like Object’s methods', () => {
    expect(edge('ruby', 'class')).toContain('client.default.class_\n')
    expect(edge('ruby', 'send')).toContain('client.hash_.send_\n')
  })

  it('escapes U+2028 and U+2029 in Ruby strings', () => {
    expect(edge('ruby', 'weird')).toContain(`'名前': "ü\\u{2028}\\u{2029}",`)
  })
})

describe('request classes', () => {
  it('imports a named body type from the SDK’s types in Java and PHP', () => {
    const java = edge('java', 'namedBody')
    expect(java).toContain('import com.client.types.Point;')
    expect(java).not.toContain('requests.Point')
    expect(edge('php', 'namedBody')).toContain('use Client\\Types\\Point;')
    expect(edge('java', 'numbers')).toContain('import com.client.resources.requests.NumbersRequest;')
  })
})

describe('Java maps', () => {
  it('builds maps with null values through a helper, since Map.entry refuses null', () => {
    const java = edge('java', 'empties')
    expect(java).toContain(
      '.optionalValues(mapOf(\n                    "a", null,\n                    "b", "v"\n                ))',
    )
    expect(java).toContain('private static <V> java.util.Map<String, V> mapOf(Object... keysAndValues) {')
    expect(java).toContain('.single(Collections.singletonList(null))')
    expect(edge('java', 'numbers')).not.toContain('mapOf')
  })
})
