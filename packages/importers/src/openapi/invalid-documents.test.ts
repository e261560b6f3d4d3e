import { describe, expect, it } from 'vitest'

import { InvalidDocumentError } from '../shared/errors.js'
import { importOpenApi } from './import-openapi.js'
import { invalidDocument } from '../../test/openapi.js'

/** The error importing `input` fails with (the test fails when it does not throw). */
async function importError(input: string | object): Promise<unknown> {
  try {
    await importOpenApi(input)
  } catch (error) {
    return error
  }
  throw new Error('The import did not fail.')
}

describe('input that is not an OpenAPI document', () => {
  it('rejects a YAML syntax error with its line and column', async () => {
    const yaml = ['openapi: 3.0.3', 'info:', '  title: Broken', '  - oops', 'paths: {}', ''].join('\n')

    const error = await importError(yaml)

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toBe(
      'Invalid YAML at line 4, column 3: bad indentation of a mapping entry',
    )
    expect((error as InvalidDocumentError).location).toEqual({ line: 4, column: 3 })
  })

  it('rejects truncated JSON with the position where it ends', async () => {
    const error = await importError('{"openapi": "3.0.3", "paths": {')

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toMatch(/^Invalid JSON at line 1, column \d+: /)
    expect((error as InvalidDocumentError).location.line).toBe(1)
  })

  it('rejects a JSON array', async () => {
    const error = await importError('[{"openapi": "3.0.3"}]')

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toBe(
      'The document must be a JSON or YAML object, found an array.',
    )
    expect((error as InvalidDocumentError).location).toEqual({ pointer: '' })
  })

  it('rejects a scalar and empty text', async () => {
    await expect(importOpenApi('42')).rejects.toThrow(
      'The document must be a JSON or YAML object, found a number.',
    )
    await expect(importOpenApi('  \n')).rejects.toThrow('The document is empty.')
  })

  it('rejects an object without a version field as an unknown format', async () => {
    const error = await importError({})

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toMatch(
      /^Unknown API definition format: expected an "openapi"/,
    )
    expect((error as InvalidDocumentError).message).toContain('"asyncapi" (1.x, 2.x, 3.0)')
    expect((error as InvalidDocumentError).location).toEqual({ pointer: '' })
  })

  it('rejects an unsupported OpenAPI version, naming it and /openapi', async () => {
    const error = await importError('openapi: 4.0.0\ninfo: {title: Future, version: "1"}\npaths: {}\n')

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toBe('Unsupported openapi version "4.0.0" at /openapi.')
    expect((error as InvalidDocumentError).location).toEqual({ pointer: '/openapi' })
  })

  it('rejects an unsupported Swagger version', async () => {
    await expect(importOpenApi({ swagger: '1.2', paths: {} })).rejects.toThrow(
      'Unsupported swagger version "1.2" at /swagger.',
    )
  })

  it('rejects a document of another format', async () => {
    const error = await importError({
      asyncapi: '2.6.0',
      info: { title: 'Events', version: '1' },
      channels: {},
    })

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toBe(
      'Expected an OpenAPI or Swagger document, found asyncapi-2.',
    )
  })

  it('rejects paths that are not an object, naming /paths', async () => {
    const error = await importError(invalidDocument({ paths: 3 }))

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).message).toBe('Invalid document at /paths: expected an object.')
    expect((error as InvalidDocumentError).location).toEqual({ pointer: '/paths' })
  })

  it('rejects components that are not an object, naming /components', async () => {
    await expect(importOpenApi(invalidDocument({ components: [] }))).rejects.toThrow(
      'Invalid document at /components: expected an object.',
    )
  })
})
