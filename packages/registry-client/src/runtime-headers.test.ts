import { describe, expect, it } from 'vitest'
import { detectRuntime, runtimeHeaders } from './runtime-headers.js'

describe('detectRuntime', () => {
  it('recognizes each runtime from its globals', () => {
    expect(
      detectRuntime({ Deno: { version: { deno: '2.1.0' } }, process: { versions: { node: '20' } } }),
    ).toEqual({
      type: 'deno',
      version: '2.1.0',
    })
    expect(detectRuntime({ Bun: { version: '1.1.0' }, process: { versions: { node: '20' } } })).toEqual({
      type: 'bun',
      version: '1.1.0',
    })
    expect(detectRuntime({ navigator: { userAgent: 'Cloudflare-Workers' } })).toEqual({
      type: 'workerd',
      version: undefined,
    })
    expect(detectRuntime({ window: { document: {} }, navigator: { userAgent: 'Mozilla/5.0' } })).toEqual({
      type: 'browser',
      version: 'Mozilla/5.0',
    })
    expect(
      detectRuntime({
        importScripts: () => undefined,
        WorkerGlobalScope: {},
        navigator: { userAgent: 'UA' },
      }),
    ).toEqual({ type: 'web-worker', version: 'UA' })
    expect(detectRuntime({ navigator: { product: 'ReactNative' } })).toEqual({
      type: 'react-native',
      version: undefined,
    })
    expect(detectRuntime({ process: { versions: { node: '22.1.0' } } })).toEqual({
      type: 'node',
      version: '22.1.0',
    })
    expect(detectRuntime({})).toEqual({ type: 'unknown', version: undefined })
  })

  it('detects Node.js in this test run', () => {
    expect(detectRuntime()).toEqual({ type: 'node', version: process.versions.node })
  })
})

describe('runtimeHeaders', () => {
  it('names the language, the runtime and its version', () => {
    expect(runtimeHeaders({ type: 'bun', version: '1.1.0' })).toEqual({
      'X-Fern-Language': 'JavaScript',
      'X-Fern-Runtime': 'bun',
      'X-Fern-Runtime-Version': '1.1.0',
    })
  })
})
