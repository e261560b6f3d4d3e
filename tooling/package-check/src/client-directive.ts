import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A `'use client'` / `"use client"` directive statement. */
const DIRECTIVE = /^(['"])use client\1;?$/

/**
 * Problems with the `'use client'` directives of one built JavaScript file. A package whose source entry starts
 * with the directive (a client-component package) must start every emitted file with exactly one; no file may
 * carry it anywhere but at its very top, nor twice.
 */
export function clientDirectiveProblems(code: string, required: boolean): string[] {
  const statements = code
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => DIRECTIVE.test(line))
  const problems: string[] = []
  if (statements.length > 1) problems.push(`has ${statements.length} 'use client' directives`)
  const first = statements[0]
  if (first != null && first.index !== 0)
    problems.push(`has 'use client' on line ${first.index + 1}, not at the top`)
  if (required && first == null) problems.push("lacks 'use client'")
  return problems
}

/** Whether a package's source entry starts with `'use client'`, so its build must mark every file. */
export function isClientPackage(packageDir: string): boolean {
  for (const entry of ['src/index.ts', 'src/index.tsx']) {
    const file = join(packageDir, entry)
    if (existsSync(file)) return DIRECTIVE.test(readFileSync(file, 'utf8').split('\n')[0]?.trim() ?? '')
  }
  return false
}

/** Every `.js` file under a folder, recursively, as paths relative to it. */
export function javaScriptFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .sort()
}
