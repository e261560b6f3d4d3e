import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { path } from '../path.js'
import { voidBodySchema } from '../schemas/common.js'
import type { Generator, GetGeneratorByImageRequest } from '../schemas/generators.js'
import { generatorListSchema, generatorOrNullSchema } from '../schemas/generators.js'

/** The named errors each {@link GeneratorsArea} method can return. */
export interface GeneratorsErrors {
  upsert: 'UnauthorizedError' | 'UserNotInOrgError'
  getByImage: never
  get: never
  list: never
}

const ERRORS: AreaErrors<GeneratorsErrors> = {
  upsert: { UnauthorizedError: true, UserNotInOrgError: true },
  getByImage: {},
  get: {},
  list: {},
}

type Call<Body, K extends keyof GeneratorsErrors> = RegistryResponse<Body, GeneratorsErrors[K]>

/** Generators (`/generators`). */
export interface GeneratorsArea {
  /** `PUT /generators`: creates or updates a generator. */
  upsert(body: Generator, options?: RequestOptions): Call<void, 'upsert'>
  /** `POST /generators/by-image`: the generator of a docker image, or `null`. */
  getByImage(body: GetGeneratorByImageRequest, options?: RequestOptions): Call<Generator | null, 'getByImage'>
  /** `GET /generators/{generatorId}`: the generator, or `null`. */
  get(generatorId: string, options?: RequestOptions): Call<Generator | null, 'get'>
  /** `GET /generators`. */
  list(options?: RequestOptions): Call<Generator[], 'list'>
}

/** The {@link GeneratorsArea} of a client. */
export function createGeneratorsArea(context: CallContext): GeneratorsArea {
  const send = areaCaller(context, ERRORS)
  return {
    upsert: (body, options) =>
      send('upsert', { method: 'PUT', path: '/generators', body, schema: voidBodySchema }, options),
    getByImage: (body, options) =>
      send(
        'getByImage',
        { method: 'POST', path: '/generators/by-image', body, schema: generatorOrNullSchema },
        options,
      ),
    get: (generatorId, options) =>
      send(
        'get',
        { method: 'GET', path: path`/generators/${generatorId}`, schema: generatorOrNullSchema },
        options,
      ),
    list: (options) =>
      send('list', { method: 'GET', path: '/generators', schema: generatorListSchema }, options),
  }
}
