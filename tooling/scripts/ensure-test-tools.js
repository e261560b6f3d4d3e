#!/usr/bin/env node
// Runs before the test suite (`pnpm test`): makes sure the system tools the tests drive are installed —
// Debian's Chromium for the browser tests, curl, Python requests, Go, Ruby, PHP and a JDK for running
// generated snippets. Missing ones are
// installed with apt-get when this process may do so (root, or passwordless sudo). In CI a missing tool is an
// error; elsewhere the affected tests are skipped or fail with a notice naming the package to install.
import { execFileSync, spawnSync } from 'node:child_process'
import { browserTestsRequired, findChromium } from '../browser/src/chromium-path.js'

/** @type {Array<{ name: string, packages: string[], present: () => boolean }>} */
const TOOLS = [
  { name: 'Chromium', packages: ['chromium', 'fonts-liberation'], present: () => findChromium() != null },
  { name: 'curl', packages: ['curl'], present: () => commandExists('curl') },
  // The snippet fidelity suite runs the generated code of every runnable language.
  {
    name: 'Python requests',
    packages: ['python3-requests'],
    present: () =>
      ['python3', '/usr/bin/python3'].some((python) => succeeds(python, ['-c', 'import requests'])),
  },
  { name: 'Go', packages: ['golang-go'], present: () => commandExists('go') },
  { name: 'Ruby', packages: ['ruby'], present: () => commandExists('ruby') },
  {
    name: 'PHP with curl',
    packages: ['php-cli', 'php-curl'],
    present: () => succeeds('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']),
  },
  { name: 'a JDK', packages: ['openjdk-17-jdk-headless'], present: () => commandExists('javac') },
]

/** @param {string} command @param {string[]} args */
function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0
}

/** @param {string} command */
function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

const missing = TOOLS.filter((tool) => !tool.present())
if (missing.length === 0) {
  process.exit(0)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const canSudo =
  !isRoot && commandExists('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0
if (commandExists('apt-get') && (isRoot || canSudo)) {
  /** @param {string} command @param {string[]} args */
  const run = (command, ...args) =>
    isRoot
      ? execFileSync(command, args, { stdio: 'inherit' })
      : execFileSync('sudo', [command, ...args], { stdio: 'inherit' })
  const packages = missing.flatMap((tool) => tool.packages)
  console.log(
    `Installing ${missing.map((tool) => tool.name).join(' and ')} from Debian for the tests: ${packages.join(' ')}`,
  )
  run('apt-get', 'update')
  run(
    'env',
    'DEBIAN_FRONTEND=noninteractive',
    'apt-get',
    'install',
    '-y',
    '--no-install-recommends',
    ...packages,
  )
}

const stillMissing = TOOLS.filter((tool) => !tool.present())
if (stillMissing.length === 0) {
  process.exit(0)
}
const advice = stillMissing
  .map((tool) => `${tool.name} (Debian: apt-get install ${tool.packages.join(' ')})`)
  .join(', ')
if (browserTestsRequired()) {
  console.error(`Missing test tools: ${advice}. They are required when CI=true.`)
  process.exit(1)
}
console.warn(`Missing test tools: ${advice}. Tests that need them will be skipped or fail.`)
