import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import ts from 'typescript'

import { commandExists } from '../../fidelity/runners/command-exists.js'
import type { SdkType } from '../template-types.js'

/** A snippet to check, and the file it is written to. */
export interface SnippetFile {
  name: string
  code: string
}

/** The problems a checker found, by file name; empty when every file compiles. */
export type CheckResult = Map<string, string>

/** A syntax or type checker of one language, run over many snippets at once. */
export interface CompileChecker {
  language: SdkType
  /** Why the checker cannot run here (its tool is missing), or undefined. */
  unavailable: () => string | undefined
  /** Writes the files into `directory` and checks them. */
  check: (files: readonly SnippetFile[], directory: string, declarations: string) => CheckResult
}

/** Runs a command once per file (for tools that check one file per run). */
function perFile(command: string, args: (file: string) => string[]) {
  return (files: readonly SnippetFile[], directory: string): CheckResult => {
    const problems: CheckResult = new Map()
    for (const file of files) {
      const path = join(directory, file.name)
      writeFileSync(path, file.code)
      const run = spawnSync(command, args(path), { encoding: 'utf8', timeout: 30_000 })
      if (run.status !== 0) problems.set(file.name, `${run.stdout}${run.stderr}`.trim())
    }
    return problems
  }
}

const python: CompileChecker = {
  language: 'python',
  unavailable: () => (commandExists('python3') ? undefined : 'python3 not found (apt-get install python3)'),
  // py_compile takes many files per run and reports each failure; one run keeps the check fast.
  check: (files, directory) => {
    const problems: CheckResult = new Map()
    const paths = files.map((file) => {
      const path = join(directory, file.name)
      writeFileSync(path, file.code)
      return path
    })
    const run = spawnSync('python3', ['-m', 'py_compile', ...paths], { encoding: 'utf8', timeout: 60_000 })
    if (run.status === 0) return problems
    for (const file of files) {
      if (run.stderr.includes(file.name)) problems.set(file.name, run.stderr.trim())
    }
    if (problems.size === 0) problems.set('py_compile', `${run.stdout}${run.stderr}`.trim())
    return problems
  },
}

const ruby: CompileChecker = {
  language: 'ruby',
  unavailable: () => (commandExists('ruby') ? undefined : 'ruby not found (apt-get install ruby)'),
  check: perFile('ruby', (path) => ['-c', path]),
}

const php: CompileChecker = {
  language: 'php',
  unavailable: () => (commandExists('php') ? undefined : 'php not found (apt-get install php-cli)'),
  check: perFile('php', (path) => ['-l', path]),
}

const go: CompileChecker = {
  language: 'go',
  unavailable: () => (commandExists('gofmt') ? undefined : 'gofmt not found (apt-get install golang-go)'),
  check: perFile('gofmt', (path) => ['-e', '-l', path]),
}

/**
 * `tsc --noEmit` (through the compiler API, one program for all files) against `declarations`: a declared
 * module of the SDK, so that the client, its resources and its methods are checked, not only the syntax.
 */
const typescript: CompileChecker = {
  language: 'typescript',
  unavailable: () => undefined,
  check: (files, directory, declarations) => {
    const paths = files.map((file) => {
      const path = join(directory, file.name)
      writeFileSync(path, file.code)
      return path
    })
    const declarationPath = join(directory, 'sdk.d.ts')
    writeFileSync(declarationPath, declarations)
    const nodeTypes = createRequire(import.meta.url).resolve('@types/node/package.json')
    const program = ts.createProgram([...paths, declarationPath], {
      noEmit: true,
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      moduleDetection: ts.ModuleDetectionKind.Force,
      typeRoots: [join(nodeTypes, '..', '..')],
      types: ['node'],
      skipLibCheck: true,
    })
    const problems: CheckResult = new Map()
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const name = diagnostic.file?.fileName.split('/').pop() ?? 'program'
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      problems.set(name, `${problems.get(name) ?? ''}${text}\n`)
    }
    return problems
  },
}

/** The checkers of the SDK languages that have a compiler or syntax checker on Debian. */
export const COMPILE_CHECKERS: readonly CompileChecker[] = [typescript, python, ruby, php, go]

/** The file extension of a language. */
export function extensionOf(language: SdkType): string {
  return { typescript: 'ts', python: 'py', ruby: 'rb', php: 'php', go: 'go', java: 'java', csharp: 'cs' }[
    language
  ]
}
