import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { ApiDefinition } from '@api-explorer/model'
import ts from 'typescript'

import { commandExists } from '../fidelity/runners/command-exists.js'
import type { SdkType } from '../../src/sdk/template-types.js'
import { goSdkStub } from './go-sdk-stub.js'
import type { SdkConfiguration } from '../../src/sdk/generator/sdk-configuration.js'
import { typescriptSdkDeclaration } from './sdk-declaration.js'

/** A snippet to check, and the file it is written to. */
export interface SnippetFile {
  name: string
  code: string
}

/** The problems a checker found, by file name; empty when every file compiles. */
export type CheckResult = Map<string, string>

/** The SDK the snippets call, for checkers that check names and types against a stand-in of it. */
export interface CheckedSdk {
  definition: ApiDefinition
  configuration: SdkConfiguration
}

/** A syntax or type checker of one language, run over many snippets at once. */
export interface CompileChecker {
  language: SdkType
  /** What the checker runs, for test names. */
  tool: string
  /** Why the checker cannot run here (its tool is missing), or undefined. */
  unavailable: () => string | undefined
  /** Writes the files into `directory` and checks them. */
  check: (files: readonly SnippetFile[], directory: string, sdk: CheckedSdk) => CheckResult
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
  tool: 'py_compile',
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

/** `ruby -wc`: a syntax error fails, and so does a warning that a hash key or keyword is duplicated. */
const ruby: CompileChecker = {
  language: 'ruby',
  tool: 'ruby -wc',
  unavailable: () => (commandExists('ruby') ? undefined : 'ruby not found (apt-get install ruby)'),
  check: (files, directory) => {
    const problems: CheckResult = new Map()
    for (const file of files) {
      const path = join(directory, file.name)
      writeFileSync(path, file.code)
      const run = spawnSync('ruby', ['-wc', path], { encoding: 'utf8', timeout: 30_000 })
      const output = `${run.stdout}${run.stderr}`.trim()
      if (run.status !== 0 || output.includes('duplicated')) problems.set(file.name, output)
    }
    return problems
  },
}

const php: CompileChecker = {
  language: 'php',
  tool: 'php -l',
  unavailable: () => (commandExists('php') ? undefined : 'php not found (apt-get install php-cli)'),
  check: perFile('php', (path) => ['-l', path]),
}

const gofmt: CompileChecker = {
  language: 'go',
  tool: 'gofmt -e',
  unavailable: () => (commandExists('gofmt') ? undefined : 'gofmt not found (apt-get install golang-go)'),
  check: perFile('gofmt', (path) => ['-e', '-l', path]),
}

/**
 * `go vet` of every snippet (each its own main package) in a module that requires the SDK and replaces it
 * with {@link goSdkStub} in a folder beside it, so names, imports, unused variables, duplicate fields and the
 * types of literals are checked. Offline: the only module is local (`replace`) and `GOPROXY=off`.
 */
const goVet: CompileChecker = {
  language: 'go',
  tool: 'go vet',
  unavailable: () => (commandExists('go') ? undefined : 'go not found (apt-get install golang-go)'),
  check: (files, directory, sdk) => {
    const module = sdk.configuration.package
    const write = (path: string, text: string): void => {
      mkdirSync(dirname(join(directory, path)), { recursive: true })
      writeFileSync(join(directory, path), text)
    }
    for (const [path, text] of Object.entries(goSdkStub(sdk.definition, sdk.configuration))) {
      write(join('sdk', path), text)
    }
    write('go.mod', `module snippets\n\ngo 1.18\n\nrequire ${module} v0.0.0\n\nreplace ${module} => ./sdk\n`)
    const packages = new Map(files.map((file, index) => [`s${index}`, file.name]))
    for (const [folder, name] of packages) {
      write(join(folder, 'main.go'), files.find((file) => file.name === name)?.code ?? '')
    }
    const run = spawnSync('go', ['vet', './...'], {
      cwd: directory,
      encoding: 'utf8',
      timeout: 180_000,
      env: {
        ...process.env,
        GOFLAGS: '-mod=mod',
        GOPROXY: 'off',
        GOSUMDB: 'off',
        GOWORK: 'off',
        GOTOOLCHAIN: 'local',
        GO111MODULE: 'on',
        GOPATH: join(directory, '.gopath'),
        GOCACHE: process.env['GOCACHE'] ?? goCache(),
      },
    })
    const problems: CheckResult = new Map()
    if (run.status === 0) return problems
    const output = `${run.stdout}${run.stderr}`
    for (const [folder, name] of packages) {
      const mentioned = new RegExp(`(^|[\\s./])${folder}/main\\.go:`)
      const lines = output.split('\n').filter((line) => mentioned.test(line))
      if (lines.length > 0) problems.set(name, lines.join('\n'))
    }
    if (problems.size === 0) problems.set('go vet', output.trim())
    return problems
  },
}

/** The user's Go build cache (shared, so the standard library is not rebuilt), else one under the temp dir. */
function goCache(): string {
  const run = spawnSync('go', ['env', 'GOCACHE'], { encoding: 'utf8' })
  const cache = run.stdout.trim()
  return run.status === 0 && cache !== '' && cache !== 'off' ? cache : join(tmpdir(), 'sdk-compile-go-cache')
}

/**
 * `tsc --noEmit` (through the compiler API, one program for all files) against `declarations`: a declared
 * module of the SDK, so that the client, its resources and its methods are checked, not only the syntax.
 */
const typescript: CompileChecker = {
  language: 'typescript',
  tool: 'tsc --noEmit',
  unavailable: () => undefined,
  check: (files, directory, sdk) => {
    const declarations = typescriptSdkDeclaration(sdk.definition, sdk.configuration)
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
export const COMPILE_CHECKERS: readonly CompileChecker[] = [typescript, python, ruby, php, gofmt, goVet]

/** The file extension of a language. */
export function extensionOf(language: SdkType): string {
  return { typescript: 'ts', python: 'py', ruby: 'rb', php: 'php', go: 'go', java: 'java', csharp: 'cs' }[
    language
  ]
}
