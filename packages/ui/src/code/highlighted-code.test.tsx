import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HighlightedCode } from './highlighted-code.js'

/** Renders the code and waits until its tokens have replaced the plain text. */
async function highlighted(code: string, language: string): Promise<HTMLElement> {
  render(<HighlightedCode code={code} language={language} />)
  const element = screen.getByRole('code')
  await waitFor(() => expect(element.hasAttribute('data-highlighted')).toBe(true))
  return element
}

/** The texts of the tokens of one kind (`keyword`, `string`, …). */
function tokens(element: HTMLElement, kind: string): string[] {
  return [...element.querySelectorAll(`.hljs-${kind}`)].map((token) => token.textContent ?? '')
}

/** A snippet of each preview language and a token the highlighter must find in it. */
const SAMPLES: [language: string, code: string, kind: string, token: string][] = [
  [
    'curl',
    "curl -X POST https://api.example.com/users \\\n  -H 'Content-Type: application/json'",
    'string',
    "'Content-Type: application/json'",
  ],
  [
    'typescript',
    "const response: Response = await fetch('https://api.example.com/users')",
    'keyword',
    'const',
  ],
  ['javascript', "const response = await fetch('https://api.example.com/users')", 'keyword', 'await'],
  [
    'python',
    'import requests\n\nresponse = requests.get("https://api.example.com/users")',
    'keyword',
    'import',
  ],
  [
    'go',
    'package main\n\nfunc main() {\n\treq, _ := http.NewRequest("GET", "https://api.example.com", nil)\n}',
    'keyword',
    'func',
  ],
  [
    'ruby',
    "require 'net/http'\n\ndef fetch_users\n  Net::HTTP.get(URI('https://api.example.com'))\nend",
    'keyword',
    'def',
  ],
  [
    'php',
    "<?php\n\n$curl = curl_init('https://api.example.com/users');",
    'string',
    "'https://api.example.com/users'",
  ],
  ['java', 'public class Main {\n  public static void main(String[] args) {}\n}', 'keyword', 'public'],
  ['csharp', 'using System.Net.Http;\n\nvar client = new HttpClient();', 'keyword', 'using'],
  ['swift', 'import Foundation\n\nlet url = URL(string: "https://api.example.com/users")!', 'keyword', 'let'],
  ['sdk:python', 'from acme import AcmeClient\n\nclient = AcmeClient()', 'keyword', 'from'],
  ['json', '{\n  "name": "Ada",\n  "id": 7\n}', 'attr', '"name"'],
]

describe('HighlightedCode', () => {
  it('shows the plain text first, then the same text in coloured tokens', async () => {
    const code = 'package main\n\nfunc main() {}'
    render(<HighlightedCode code={code} language="go" />)
    const element = screen.getByRole('code')
    expect(element.hasAttribute('data-highlighted')).toBe(false)
    expect(element.textContent).toBe(code)
    await waitFor(() => expect(tokens(element, 'keyword')).toContain('func'))
    expect(element.textContent).toBe(code)
  })

  it.each(SAMPLES)('highlights %s', async (language, code, kind, token) => {
    const element = await highlighted(code, language)
    expect(tokens(element, kind)).toContain(token)
    // Tokens only wrap the text: nothing is added, dropped or reordered.
    expect(element.textContent).toBe(code)
  })

  it('keeps script-like input as text', async () => {
    const code = [
      "curl 'https://api.example.com/<script>window.__owned = true</script>' \\",
      '  -d \'<img src="x" onerror="window.__owned = true">\' &amp; &lt;b&gt;',
    ].join('\n')
    const element = await highlighted(code, 'curl')
    expect(element.querySelector('script, img, b')).toBeNull()
    expect(element.querySelectorAll('*').length).toBe(element.querySelectorAll('span').length)
    expect(element.textContent).toBe(code)
    expect((window as { __owned?: boolean }).__owned).toBeUndefined()
  })

  it('leaves a language without a grammar as plain text', () => {
    render(<HighlightedCode code="fun main() = println(1)" language="kotlin" />)
    const element = screen.getByRole('code')
    expect(element.children.length).toBe(0)
    expect(element.textContent).toBe('fun main() = println(1)')
  })
})
