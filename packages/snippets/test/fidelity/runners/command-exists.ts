import { spawnSync } from 'node:child_process'

/** Whether a command is on the PATH. */
export function commandExists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/**
 * Whether tests that run a language toolchain must run rather than be skipped when it is missing: in CI
 * (`CI=true`), where tooling/scripts/ensure-test-tools.js installs every toolchain, a missing one is a failure.
 */
export function toolchainsRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['CI'] === 'true' || env['CI'] === '1'
}
