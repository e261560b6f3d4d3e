import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import type { Tarball } from './tarballs.js'
import { runAsync } from './run.js'

/** publint in strict mode on the tarball: every error, warning and suggestion is a problem. */
export async function publintProblems(tarball: Tarball): Promise<string[]> {
  const bytes = readFileSync(tarball.file)
  const tarballBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  const { messages, pkg } = await publint({
    pack: { tarball: tarballBuffer },
    strict: true,
    level: 'suggestion',
  })
  return messages.map((message) => `publint ${message.type}: ${formatMessage(message, pkg) ?? message.code}`)
}

/**
 * Are the types wrong (attw) for ESM consumers: every JavaScript entry resolves to types under node16 (from ESM)
 * and bundler resolution. The CommonJS resolutions are left out (`--profile esm-only`), as the packages are ESM
 * only; stylesheet entries have no types to check.
 */
export async function attwProblems(tarball: Tarball, binDir: string): Promise<string[]> {
  const stylesheets = Object.keys(tarball.manifest.exports ?? {}).filter((subpath) =>
    subpath.endsWith('.css'),
  )
  const exclude = stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : []
  try {
    await runAsync(
      [join(binDir, 'attw'), tarball.file, '--profile', 'esm-only', '--format', 'ascii', ...exclude],
      {
        cwd: process.cwd(),
      },
    )
    return []
  } catch {
    return ['attw found problems (its report is above)']
  }
}
