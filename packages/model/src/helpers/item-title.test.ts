import { describe, expect, it } from 'vitest'
import type { ApiDefinition, EndpointDefinition } from '../index.js'
import { listExplorerItems } from './explorer-items.js'
import { itemTitle, shorten, titleFromOperationId } from './item-title.js'

describe('itemTitle', () => {
  it('uses a summary that reads as a title', () => {
    expect(itemTitle('Create a PaymentIntent', 'PostPaymentIntents', 'POST /v1/payment_intents')).toBe(
      'Create a PaymentIntent',
    )
  })

  it('makes a title from the operation id when there is no summary, or it is a whole description', () => {
    expect(itemTitle(undefined, 'PostPaymentIntents', 'POST /x')).toBe('Post payment intents')
    const description =
      'Creates a model response for the given chat conversation. Learn more in the text generation, vision, and audio guides.'
    expect(itemTitle(description, 'createChatCompletion', 'POST /x')).toBe('Create chat completion')
    expect(itemTitle('Line one\nline two', 'listFiles', 'GET /x')).toBe('List files')
  })

  it('falls back to the first sentence of a long summary, cut at a word, then to method and path', () => {
    const long = `${'Returns a very long list of things that nobody asked for '.repeat(3)}. And more.`
    const title = itemTitle(long, undefined, 'GET /things')
    expect(title.length).toBeLessThanOrEqual(80)
    expect(title.endsWith('…')).toBe(true)
    expect(itemTitle(undefined, undefined, 'GET /things')).toBe('GET /things')
  })
})

describe('titleFromOperationId', () => {
  it('splits words and keeps acronyms', () => {
    expect(titleFromOperationId('getUserByID')).toBe('Get user by ID')
    expect(titleFromOperationId('repos/create-in-org')).toBe('Repos create in org')
    expect(titleFromOperationId('HTTPServerError')).toBe('HTTP server error')
    expect(titleFromOperationId('list_v2_items')).toBe('List v2 items')
    expect(titleFromOperationId('---')).toBe('')
  })
})

describe('shorten', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(shorten('short', 10)).toBe('short')
    expect(shorten('one two three four five', 12)).toBe('one two…')
  })
})

describe('explorer item slugs', () => {
  it('stay at most 80 characters and unique', () => {
    const title = 'A title that goes on and on about the many things this endpoint does for its callers'
    const endpoint = (id: string): EndpointDefinition => ({
      id,
      method: 'GET',
      path: [{ type: 'literal', value: `/${id}` }],
      displayName: title.slice(0, 80),
    })
    const definition: ApiDefinition = {
      id: 'api',
      endpoints: { a: endpoint('a'), b: endpoint('b'), c: endpoint('c') },
      websockets: {},
      webhooks: {},
      types: {},
      subpackages: {},
      auths: {},
    }
    const slugs = listExplorerItems(definition).map((item) => item.slug)
    expect(new Set(slugs).size).toBe(3)
    for (const slug of slugs) {
      expect(slug.length).toBeLessThanOrEqual(80)
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    }
  })
})
