import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

// The README tells users to copy these two files; the workerd tests run them. Both must be the same text.
describe('the README Workers section', () => {
  it.each([
    ['wrangler.toml', 'toml'],
    ['src/worker/main.ts', 'ts'],
  ])('shows %s as it is', (path, language) => {
    expect(read('README.md')).toContain(`\`\`\`${language}\n${read(path)}\`\`\`\n`)
  })
})
