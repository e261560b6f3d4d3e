import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'

const MAIN = `openapi: 3.0.3
info:
  title: External
  version: '1'
paths:
  /pets:
    get:
      responses:
        '200':
          description: The pet.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Pet'
components:
  schemas:
    Pet:
      $ref: './pet.yaml#/Pet'
`

const PET = `Pet:
  type: object
  required: [name]
  properties:
    name:
      type: string
    age:
      type: integer
`

describe('external references', () => {
  let directory = ''

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-external-refs-'))
  })

  afterEach(() => {
    fs.rmSync(directory, { recursive: true, force: true })
  })

  it('follows a reference to another file with externalRefs and a baseUrl', async () => {
    const mainFile = path.join(directory, 'openapi.yaml')
    fs.writeFileSync(mainFile, MAIN)
    fs.writeFileSync(path.join(directory, 'pet.yaml'), PET)

    const { definition, diagnostics } = await importOpenApi(fs.readFileSync(mainFile, 'utf8'), {
      externalRefs: true,
      baseUrl: mainFile,
    })

    expect(definition.types['Pet']).toEqual({
      name: 'Pet',
      shape: {
        type: 'object',
        extends: [],
        properties: [
          {
            key: 'name',
            valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
          },
          {
            key: 'age',
            valueShape: {
              type: 'alias',
              value: {
                type: 'optional',
                shape: { type: 'alias', value: { type: 'primitive', value: { type: 'integer' } } },
              },
            },
          },
        ],
      },
    })
    expect(definition.endpoints['get-pets']?.responses?.[0]?.body).toEqual({
      type: 'alias',
      value: { type: 'id', id: 'Pet' },
    })
    expect(diagnostics).toEqual([])
  })
})
