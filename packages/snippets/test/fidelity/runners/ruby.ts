import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SnippetRunner } from '../runner.js'
import { commandExists } from './command-exists.js'
import { runProcess } from './curl.js'

/** Runs a Ruby snippet with `ruby snippet.rb` (`net/http` is in the standard library). */
export const rubyRunner: SnippetRunner = {
  language: 'ruby',
  unavailable: () => (commandExists('ruby') ? undefined : 'ruby not found (apt-get install ruby)'),
  run: (code, workDir) => {
    writeFileSync(join(workDir, 'snippet.rb'), code)
    return runProcess('ruby', ['snippet.rb'], workDir, 30_000)
  },
}
