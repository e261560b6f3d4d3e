import type { EndpointDefinition, EndpointId } from '@api-explorer/model'
import { LIMITS } from '../limits.js'
import { classicError, endpoint, integer, invalidQueryError, optional, property, string } from './shapes.js'

/** Routes for trying the playground's handling of latency and failures. */
export const DIAGNOSTICS_ENDPOINTS: Record<EndpointId, EndpointDefinition> = {
  slow: endpoint('diagnostics', 'GET', '/slow', {
    id: 'slow',
    displayName: 'Slow response',
    description: 'Waits before answering. The wait ends early if the client disconnects.',
    queryParameters: [
      property('delayMs', optional(integer(LIMITS.delayMs)), 'How long to wait, in milliseconds.'),
    ],
    responses: [
      {
        statusCode: 200,
        description: 'After the delay.',
        body: { type: 'alias', value: { type: 'id', id: 'SlowResponse' } },
      },
    ],
    errors: [invalidQueryError('delayMs', 'delayMs must be an integer between 0 and 30000, got "60000"')],
    examples: [
      {
        path: '/slow',
        responseStatusCode: 200,
        queryParameters: { delayMs: 2000 },
        responseBody: { type: 'json', value: { delayedMs: 2000 } },
      },
    ],
  }),
  fail: endpoint('diagnostics', 'GET', '/fail', {
    id: 'fail',
    displayName: 'Fail on purpose',
    description: 'Always answers with the error status asked for (400–599).',
    queryParameters: [property('status', optional(integer(LIMITS.failStatus)), 'The status to answer with.')],
    responses: [
      { statusCode: 200, description: 'Never sent: every answer is an error.', body: { type: 'empty' } },
    ],
    errors: [
      {
        ...classicError('InternalServerError', 500, 'The requested failure, with the requested status.', {
          shape: string(),
          example: 'Failure requested with status 500',
        }),
        isWildcard: true,
      },
      invalidQueryError('status', 'status must be an integer between 400 and 599, got "200"'),
    ],
    examples: [
      {
        name: 'Service unavailable',
        path: '/fail',
        responseStatusCode: 503,
        queryParameters: { status: 503 },
        responseBody: {
          type: 'json',
          value: { error: 'InternalServerError', content: 'Failure requested with status 503' },
        },
      },
    ],
  }),
}
