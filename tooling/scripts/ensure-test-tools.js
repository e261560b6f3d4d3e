#!/usr/bin/env node
// Runs before the test suite (`pnpm test`): makes sure the system tools the tests drive are installed.
//
// - Browser tools (Debian's Chromium and its fonts, curl) and servers (redis-server, for the proxy's shared rate
//   limit) are installed whenever they are missing and this process may use apt-get (root, or passwordless sudo):
//   they are small next to the toolchains and most suites need them.
// - Snippet toolchains (Python requests, Go, Ruby, PHP, a JDK; about 1 GB together) run generated snippets in the
//   fidelity suite. They are installed in CI (CI=true) or when API_EXPLORER_INSTALL_TOOLCHAINS=1; elsewhere the
//   language tests that need a missing one are skipped, and this script says which and why.
//
// Each tool is installed on its own, trying its Debian package names in order (names change between releases, e.g.
// openjdk-17 on bookworm, openjdk-21 on trixie), so one unknown name never stops the others. In CI a tool still
// missing afterwards is an error; elsewhere it is a notice.
import { execFileSync, spawnSync } from 'node:child_process'
import { browserTestsRequired, findChromium } from '../browser/src/chromium-path.js'

/**
 * @typedef {{ name: string, kind: 'browser' | 'server' | 'toolchain', packages: string[][], present: () => boolean,
 *   skips: string }} Tool
 * `packages` lists alternatives: the first set whose packages all exist in apt's lists is installed.
 */

/** @type {Tool[]} */
const TOOLS = [
  {
    name: 'Chromium',
    kind: 'browser',
    packages: [['chromium', 'fonts-liberation']],
    present: () => findChromium() != null,
    skips: 'browser tests (*.e2e.test.ts, *.chromium.test.ts)',
  },
  {
    name: 'curl',
    kind: 'browser',
    packages: [['curl']],
    present: () => commandExists('curl'),
    skips: 'cURL snippet runs and curl upload tests',
  },
  {
    name: 'Redis',
    kind: 'server',
    // Valkey, Redis' open-source fork, speaks the same protocol; newer Debian releases may ship only it.
    packages: [['redis-server'], ['valkey-server']],
    present: () => commandExists('redis-server') || commandExists('valkey-server'),
    skips: 'the proxy’s shared rate-limit tests (src/node/redis-rate-limit-store.test.ts)',
  },
  {
    name: 'Python requests',
    kind: 'toolchain',
    packages: [['python3-requests']],
    present: () =>
      ['python3', '/usr/bin/python3'].some((python) => succeeds(python, ['-c', 'import requests'])),
    skips: 'the fidelity suite’s python run',
  },
  {
    name: 'Go',
    kind: 'toolchain',
    packages: [['golang-go']],
    present: () => commandExists('go'),
    skips: 'the fidelity suite’s go run',
  },
  {
    name: 'Ruby',
    kind: 'toolchain',
    packages: [['ruby']],
    present: () => commandExists('ruby'),
    skips: 'the fidelity suite’s ruby run',
  },
  {
    name: 'PHP with curl',
    kind: 'toolchain',
    packages: [['php-cli', 'php-curl']],
    present: () => succeeds('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']),
    skips: 'the fidelity suite’s php run',
  },
  {
    name: 'a JDK',
    kind: 'toolchain',
    packages: [['default-jdk-headless'], ['openjdk-21-jdk-headless'], ['openjdk-17-jdk-headless']],
    present: () => commandExists('javac') && commandExists('java'),
    skips: 'the fidelity suite’s java run and the Java SDK map-helper test',
  },
]

/** @param {string} command @param {string[]} args */
function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0
}

/** @param {string} command */
function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

const required = browserTestsRequired()
const installToolchains = required || process.env.API_EXPLORER_INSTALL_TOOLCHAINS === '1'
const wanted = TOOLS.filter((tool) => (tool.kind !== 'toolchain' || installToolchains) && !tool.present())

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const canSudo =
  !isRoot && commandExists('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0
const canInstall = commandExists('apt-get') && (isRoot || canSudo)

if (wanted.length > 0 && canInstall) {
  /** @param {string[]} args */
  const apt = (args) =>
    execFileSync(
      isRoot ? 'env' : 'sudo',
      [...(isRoot ? [] : ['env']), 'DEBIAN_FRONTEND=noninteractive', ...args],
      {
        stdio: 'inherit',
      },
    )
  /** @param {string} name */
  const known = (name) => spawnSync('apt-cache', ['show', name], { stdio: 'ignore' }).status === 0
  console.log(`Installing from Debian for the tests: ${wanted.map((tool) => tool.name).join(', ')}`)
  try {
    apt(['apt-get', 'update'])
  } catch {
    console.warn('apt-get update failed; trying the package lists already on this machine.')
  }
  for (const tool of wanted) {
    const choice = tool.packages.find((set) => set.every(known))
    if (choice === undefined) {
      console.warn(
        `${tool.name}: none of ${tool.packages.map((set) => set.join(' ')).join(' | ')} is known to apt.`,
      )
      continue
    }
    try {
      apt(['apt-get', 'install', '-y', '--no-install-recommends', ...choice])
    } catch {
      console.warn(`${tool.name}: apt-get install ${choice.join(' ')} failed.`)
    }
  }
}

const stillMissing = TOOLS.filter((tool) => !tool.present())
if (stillMissing.length === 0) {
  process.exit(0)
}
const describe = (/** @type {Tool} */ tool) =>
  `- ${tool.name} (Debian: apt-get install ${tool.packages[0]?.join(' ')}): skips ${tool.skips}`
if (required) {
  console.error(
    `Missing test tools; they are required when CI=true:\n${stillMissing.map(describe).join('\n')}`,
  )
  process.exit(1)
}
console.warn(
  `Missing test tools; the tests that need them are skipped (each names why in its title):\n` +
    `${stillMissing.map(describe).join('\n')}\n` +
    `Install them with API_EXPLORER_INSTALL_TOOLCHAINS=1 pnpm test (as root or with passwordless sudo).`,
)
