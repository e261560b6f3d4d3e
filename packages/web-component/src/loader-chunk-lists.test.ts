import { afterEach, describe, expect, it } from 'vitest'

import { chunkUrls, ELEMENT_CHUNKS, OUTLINE_CHUNKS, preloadModules } from './loader-chunk-lists.js'

describe('the chunk lists of the browser bundle', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove()
  })

  it('are empty outside its build, where the placeholders stay', () => {
    expect(chunkUrls(ELEMENT_CHUNKS, 'https://cdn.example.com/ax/api-explorer.js')).toEqual([])
    expect(chunkUrls(OUTLINE_CHUNKS, 'https://cdn.example.com/ax/api-explorer.js')).toEqual([])
    expect(chunkUrls('', 'https://cdn.example.com/ax/api-explorer.js')).toEqual([])
  })

  it('are URLs relative to the loader', () => {
    expect(
      chunkUrls('chunks/src-A.js,chunks/chunk-B.js', 'https://cdn.example.com/ax/api-explorer.js'),
    ).toEqual(['https://cdn.example.com/ax/chunks/src-A.js', 'https://cdn.example.com/ax/chunks/chunk-B.js'])
  })

  it('are preloaded as modules from the head', () => {
    preloadModules(document, [
      'https://cdn.example.com/ax/chunks/src-A.js',
      'https://cdn.example.com/ax/chunks/chunk-B.js',
    ])
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    expect(links.map((link) => link.href)).toEqual([
      'https://cdn.example.com/ax/chunks/src-A.js',
      'https://cdn.example.com/ax/chunks/chunk-B.js',
    ])
  })
})
