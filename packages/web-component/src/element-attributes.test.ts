import type { ExplorerItem } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import type { ObservedAttribute } from './element-attributes.js'
import { attributeProps } from './element-attributes.js'

const from =
  (attributes: Partial<Record<ObservedAttribute, string>>) =>
  (name: ObservedAttribute): string | null =>
    attributes[name] ?? null

describe('attributeProps', () => {
  it('maps each attribute to its ApiExplorer prop', () => {
    const props = attributeProps(
      from({
        'proxy-url': 'https://proxy.example.com',
        theme: 'dark',
        'split-start': 'pixels',
        'send-disabled': '',
        'websocket-message-limit': '20',
        'snippet-languages': 'curl, go  ruby',
        'copy-with-secrets': 'false',
      }),
    )
    expect(props).toMatchObject({
      proxyUrl: 'https://proxy.example.com',
      theme: 'dark',
      splitStart: 'pixels',
      sendDisabled: true,
      websocketMessageLimit: 20,
      snippetLanguages: ['curl', 'go', 'ruby'],
      copyWithSecrets: false,
    })
  })

  it('leaves values that do not parse to the kit defaults', () => {
    const props = attributeProps(
      from({
        theme: 'sepia',
        'split-start': 'half',
        'websocket-message-limit': '2.5',
        'snippet-languages': ' , ',
        'copy-with-secrets': 'yes',
        'proxy-url': '  ',
        'send-disabled': 'false',
      }),
    )
    expect(props).toMatchObject({
      theme: undefined,
      splitStart: undefined,
      websocketMessageLimit: undefined,
      snippetLanguages: undefined,
      copyWithSecrets: undefined,
      proxyUrl: undefined,
      sendDisabled: false,
    })
  })

  it('routes by open and endpoint, or hands the route to the page URL with query-param', () => {
    expect(attributeProps(from({})).route).toBeNull()
    expect(attributeProps(from({ endpoint: 'users/get-user' })).route).toBeNull()
    expect(attributeProps(from({ open: '' })).route).toBe('')
    expect(attributeProps(from({ open: '', endpoint: 'users/get-user' })).route).toBe('users/get-user')
    const routed = attributeProps(from({ open: '', 'query-param': 'try' }))
    expect([routed.route, routed.queryParam]).toEqual([undefined, 'try'])
  })

  it('fills the reference-href template with the slug', () => {
    const { referenceHref } = attributeProps(from({ 'reference-href': '/reference/{slug}#try' }))
    expect(referenceHref?.({ slug: 'users/get-user' } as ExplorerItem)).toBe('/reference/users/get-user#try')
  })

  it('keeps everything in memory with storage="memory"', () => {
    expect(attributeProps(from({ storage: 'memory' }))).toMatchObject({
      authStorage: null,
      formStorage: null,
      preferenceStorage: null,
    })
    expect(attributeProps(from({}))).not.toHaveProperty('authStorage')
  })
})
