import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { WorkerOptions } from 'miniflare'
import { parse } from 'smol-toml'

/** The parts of a wrangler.toml this package uses; any other key makes {@link readWranglerToml} throw. */
export type WranglerToml = {
  name: string
  main: string
  compatibility_date: string
  compatibility_flags?: string[]
  vars?: Record<string, string | number | boolean>
  durable_objects?: { bindings: Array<{ name: string; class_name: string; script_name?: string }> }
  migrations?: Array<{ tag: string; new_classes?: string[]; new_sqlite_classes?: string[] }>
}

const KNOWN_KEYS = new Set([
  'name',
  'main',
  'compatibility_date',
  'compatibility_flags',
  'vars',
  'durable_objects',
  'migrations',
])

/** Reads wrangler.toml; a key the mapping below does not carry over is an error, not silently dropped. */
export function readWranglerToml(packageDir: string): WranglerToml {
  const config = parse(readFileSync(join(packageDir, 'wrangler.toml'), 'utf8')) as Record<string, unknown>
  const unknown = Object.keys(config).filter((key) => !KNOWN_KEYS.has(key))
  if (unknown.length > 0)
    throw new Error(`wrangler.toml keys not mapped onto Miniflare: ${unknown.join(', ')}`)
  return config as WranglerToml
}

/**
 * The Miniflare worker wrangler would run for the file: its name, compatibility date and flags, `[vars]` as
 * bindings of their TOML type, as wrangler passes them (`overrides` win, as `wrangler dev --var` does), the Durable Object bindings, SQLite-backed
 * when a migration declares the class in `new_sqlite_classes`. `scriptPath` is the bundle of `main`.
 */
export function miniflareWorker(
  config: WranglerToml,
  scriptPath: string,
  overrides: Record<string, string> = {},
): WorkerOptions {
  const sqliteClasses = new Set(
    (config.migrations ?? []).flatMap((migration) => migration.new_sqlite_classes ?? []),
  )
  return {
    name: config.name,
    modules: true,
    scriptPath,
    // Module names are paths relative to this root, and the bundle lives in a temporary folder.
    modulesRoot: dirname(scriptPath),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    bindings: { ...config.vars, ...overrides },
    durableObjects: Object.fromEntries(
      (config.durable_objects?.bindings ?? []).map((binding) => [
        binding.name,
        {
          className: binding.class_name,
          useSQLite: sqliteClasses.has(binding.class_name),
          ...(binding.script_name === undefined ? {} : { scriptName: binding.script_name }),
        },
      ]),
    ),
  }
}
