import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SnippetRunner } from '../runner.js'
import { commandExists } from './command-exists.js'
import { runProcess } from './curl.js'

/**
 * Runs a Go snippet with `go run snippet.go` (GOPATH mode, so no `go.mod` is needed). The build cache and
 * GOPATH live in a `go-cache` folder next to `workDir`, shared by the runs of one suite, so it works without a
 * home directory, as root and in CI.
 */
export const goRunner: SnippetRunner = {
  language: 'go',
  unavailable: () => (commandExists('go') ? undefined : 'go not found (apt-get install golang-go)'),
  run: (code, workDir) => {
    const cache = join(dirname(workDir), 'go-cache')
    mkdirSync(cache, { recursive: true })
    writeFileSync(join(workDir, 'snippet.go'), code)
    return runProcess('go', ['run', 'snippet.go'], workDir, 60_000, {
      ...process.env,
      GOCACHE: join(cache, 'build'),
      GOPATH: join(cache, 'path'),
      GO111MODULE: 'off',
    })
  },
}
