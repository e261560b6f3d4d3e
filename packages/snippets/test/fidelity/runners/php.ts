import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SnippetRunner } from '../runner.js'
import { runProcess } from './curl.js'

/** Runs a PHP snippet with `php snippet.php`; needs the curl extension. */
export const phpRunner: SnippetRunner = {
  language: 'php',
  unavailable: () => {
    try {
      const modules = execFileSync('php', ['-m'], { encoding: 'utf8', timeout: 10_000 })
      return /^curl$/m.test(modules)
        ? undefined
        : 'php has no curl extension (apt-get install php-cli php-curl)'
    } catch {
      return 'php not found (apt-get install php-cli php-curl)'
    }
  },
  run: (code, workDir) => {
    writeFileSync(join(workDir, 'snippet.php'), code)
    return runProcess('php', ['snippet.php'], workDir, 30_000)
  },
}
