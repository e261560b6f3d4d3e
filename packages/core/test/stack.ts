import type { RunningProxy } from '@api-explorer/proxy-server'
import { startProxyServer } from '@api-explorer/proxy-server'
import type { RunningSampleApi } from '@api-explorer/sample-api'
import { definitionForOrigin, startSampleApi } from '@api-explorer/sample-api'
import type { ApiDefinition } from '@api-explorer/model'
import type { PlaygroundAnalyticsEvent } from '@api-explorer/proxy-fetcher'
import { afterAll, beforeAll } from 'vitest'
import { WebSocket } from 'ws'
import type { WebSocketConstructor } from '@api-explorer/proxy-fetcher'
import type { Explorer } from '../src/explorer.js'
import { createExplorer } from '../src/explorer.js'
import type { ExplorerOptions } from '../src/explorer-options.js'

/** The sample API and the proxy on free loopback ports, and the sample API's definition at its real origin. */
export type Stack = { api: RunningSampleApi; proxy: RunningProxy; definition: ApiDefinition }

export async function startStack(): Promise<Stack> {
  const api = await startSampleApi({ port: 0 })
  const proxy = await startProxyServer({ port: 0, allowPrivate: true })
  return { api, proxy, definition: definitionForOrigin(api.url) }
}

export async function stopStack(stack: Stack | undefined): Promise<void> {
  await stack?.proxy.close()
  await stack?.api.close()
}

/** Starts the stack before the calling file's tests and stops it after them; call the result inside tests. */
export function useStack(): () => Stack {
  let stack: Stack | undefined
  beforeAll(async () => {
    stack = await startStack()
  })
  afterAll(() => stopStack(stack))
  return () => {
    if (stack == null) throw new Error('The stack did not start')
    return stack
  }
}

/**
 * An explorer over the stack, as a docs page on 127.0.0.1 would make it (so the localhost rule lets it send),
 * with nothing stored, and the analytics events it emitted.
 */
export function explorerOver(
  stack: Stack,
  options: Partial<ExplorerOptions> = {},
): { explorer: Explorer; events: PlaygroundAnalyticsEvent[] } {
  const events: PlaygroundAnalyticsEvent[] = []
  const explorer = createExplorer({
    definition: stack.definition,
    proxyUrl: stack.proxy.url,
    authStorage: null,
    formStorage: null,
    preferenceStorage: null,
    pageHostname: () => '127.0.0.1',
    docsRoute: () => '/docs/users',
    onEvent: (event) => events.push(event),
    // Node 20 has no global WebSocket.
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    ...options,
  })
  return { explorer, events }
}

/** Resolves once `check` holds, polling every 10 ms; rejects after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('The condition did not hold in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
