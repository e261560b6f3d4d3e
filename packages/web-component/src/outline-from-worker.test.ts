import type { ApiDefinition } from '@api-explorer/model'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { FetchedText, WorkerFetch } from './fetch-text-in-worker.js'

// The worker itself runs only in a browser (e2e/plain-page.e2e.test.ts); here it is replaced by what it answers.
const worker = vi.hoisted(() => ({
  orders: [] as WorkerFetch[],
  answer: undefined as undefined | ((order: WorkerFetch) => Promise<FetchedText>),
}))
vi.mock('./fetch-text-in-worker.js', () => ({
  fetchTextInWorker: (order: WorkerFetch) => {
    worker.orders.push(order)
    return worker.answer?.(order) ?? order.fallback().then((text) => ({ text }))
  },
}))

const { fetchDefinition, outlineDefinitionsInWorker } = await import('./load-definition.js')
const { outlineDefinition } = await import('@api-explorer/importers')

const DOCUMENT = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': {
      get: { operationId: 'listPets', summary: 'List pets', responses: { 200: { description: 'OK' } } },
    },
  },
})

describe('fetchDefinition with the outline made in the fetch worker', () => {
  afterEach(() => {
    outlineDefinitionsInWorker(undefined)
    worker.orders.length = 0
    worker.answer = undefined
  })

  it('asks the worker to outline only when someone listens for the outline, with the module and its chunks', async () => {
    outlineDefinitionsInWorker('https://docs.example.com/api-explorer-outline.js', {
      chunks: ['https://docs.example.com/chunks/a.js'],
    })
    worker.answer = async () => ({ text: DOCUMENT })
    await fetchDefinition('https://docs.example.com/openapi.json')
    await fetchDefinition('https://docs.example.com/openapi.json', undefined, () => undefined)
    expect(worker.orders.map((order) => order.outlineModule)).toEqual([
      undefined,
      {
        url: 'https://docs.example.com/api-explorer-outline.js',
        chunks: ['https://docs.example.com/chunks/a.js'],
      },
    ])
  })

  it("shows the worker's outline before it asks for the text, then imports the text without a second outline", async () => {
    outlineDefinitionsInWorker('https://docs.example.com/api-explorer-outline.js')
    const outline = (await outlineDefinition(DOCUMENT)) as ApiDefinition
    const steps: string[] = []
    let finishShowing = (): void => undefined
    worker.answer = async () => ({
      outline,
      text: async () => {
        steps.push('text asked for')
        return DOCUMENT
      },
    })
    const onOutline = vi.fn(
      (given: ApiDefinition) =>
        new Promise<void>((resolve) => {
          steps.push(`outline shown: ${Object.keys(given.endpoints).join()}`)
          finishShowing = resolve
        }),
    )
    const loading = fetchDefinition('https://docs.example.com/openapi.json', undefined, onOutline)
    await vi.waitFor(() => expect(steps).toEqual(['outline shown: listPets']))
    // The text stays in the worker until the outline's frame has painted.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(steps).toEqual(['outline shown: listPets'])
    finishShowing()
    const { definition } = await loading
    expect(steps).toEqual(['outline shown: listPets', 'text asked for'])
    expect(onOutline).toHaveBeenCalledTimes(1)
    expect(onOutline.mock.calls[0]?.[0]).toBe(outline)
    expect(Object.keys(definition.endpoints)).toEqual(Object.keys(outline.endpoints))
  })

  it("rejects with the listener's rejection, and still takes the text so the worker stops", async () => {
    outlineDefinitionsInWorker('https://docs.example.com/api-explorer-outline.js')
    const outline = (await outlineDefinition(DOCUMENT)) as ApiDefinition
    const text = vi.fn(async () => DOCUMENT)
    worker.answer = async () => ({ outline, text })
    const refused = fetchDefinition('https://docs.example.com/openapi.json', undefined, async () => {
      throw new Error('The element was removed')
    })
    await expect(refused).rejects.toThrow('The element was removed')
    expect(text).toHaveBeenCalledTimes(1)
  })

  it('lets the import give the outline when the worker sends the text alone', async () => {
    outlineDefinitionsInWorker('https://docs.example.com/api-explorer-outline.js')
    worker.answer = async () => ({ text: DOCUMENT })
    const onOutline = vi.fn()
    const { definition } = await fetchDefinition(
      'https://docs.example.com/openapi.json',
      undefined,
      onOutline,
    )
    expect(onOutline).toHaveBeenCalledTimes(1)
    expect(Object.keys((onOutline.mock.calls[0]?.[0] as ApiDefinition).endpoints)).toEqual(
      Object.keys(definition.endpoints),
    )
  })
})
