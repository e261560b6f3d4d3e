import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SnippetRunner } from '../runner.js'
import { commandExists } from './command-exists.js'
import { runProcess } from './curl.js'

/** Runs a Java snippet as a single source file, `java Main.java` (Java 11+; needs a JDK, not just a JRE). */
export const javaRunner: SnippetRunner = {
  language: 'java',
  unavailable: () =>
    commandExists('java') && commandExists('javac')
      ? undefined
      : 'java/javac not found (apt-get install default-jdk-headless)',
  run: (code, workDir) => {
    writeFileSync(join(workDir, 'Main.java'), code)
    return runProcess('java', ['Main.java'], workDir, 60_000)
  },
}
