/** The JavaScript runtime a client runs in, as the registry's generated clients report it. */
export interface RuntimeInfo {
  readonly type: 'browser' | 'web-worker' | 'deno' | 'bun' | 'node' | 'react-native' | 'workerd' | 'unknown'
  readonly version: string | undefined
}

interface RuntimeGlobals {
  Deno?: { version?: { deno?: unknown } }
  Bun?: { version?: unknown }
  process?: { versions?: { node?: unknown } }
  navigator?: { userAgent?: unknown; product?: unknown }
  window?: { document?: unknown }
  WorkerGlobalScope?: unknown
  importScripts?: unknown
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** Detects the runtime from globals, most specific first (Deno and Bun also define `process`). */
export function detectRuntime(globals: object = globalThis): RuntimeInfo {
  const g = globals as RuntimeGlobals
  const deno = text(g.Deno?.version?.deno)
  if (deno !== undefined) return { type: 'deno', version: deno }
  const bun = text(g.Bun?.version)
  if (bun !== undefined) return { type: 'bun', version: bun }
  const userAgent = text(g.navigator?.userAgent)
  if (userAgent === 'Cloudflare-Workers') return { type: 'workerd', version: undefined }
  if (g.window?.document !== undefined) return { type: 'browser', version: userAgent }
  if (typeof g.importScripts === 'function' && g.WorkerGlobalScope !== undefined) {
    return { type: 'web-worker', version: userAgent }
  }
  if (g.navigator?.product === 'ReactNative') return { type: 'react-native', version: undefined }
  const node = text(g.process?.versions?.node)
  if (node !== undefined) return { type: 'node', version: node }
  return { type: 'unknown', version: undefined }
}

/** `X-Fern-Language`, `X-Fern-Runtime` and `X-Fern-Runtime-Version`; an unknown version is left out. */
export function runtimeHeaders(runtime: RuntimeInfo = detectRuntime()): Record<string, string | undefined> {
  return {
    'X-Fern-Language': 'JavaScript',
    'X-Fern-Runtime': runtime.type,
    'X-Fern-Runtime-Version': runtime.version,
  }
}
