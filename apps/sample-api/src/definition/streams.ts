import type { EndpointDefinition, EndpointId, ObjectProperty } from '@api-explorer/model'
import { LIMITS, SSE_TERMINATOR } from '../limits.js'
import { double, endpoint, integer, invalidQueryError, optional, property, ref } from './shapes.js'

const eventParameters: ObjectProperty[] = [
  property('count', optional(integer(LIMITS.eventCount)), 'How many events to send.'),
  property('intervalMs', optional(integer(LIMITS.eventIntervalMs)), 'Pause between events, in milliseconds.'),
]

const exampleEvents = [1, 2, 3].map((index) => ({
  index,
  message: `Event ${index} of 3`,
  time: `2024-05-01T12:00:0${index - 1}.000Z`,
}))

/** Responses written a piece at a time: server-sent events, NDJSON and an audio stream. */
export const STREAM_ENDPOINTS: Record<EndpointId, EndpointDefinition> = {
  streamEvents: endpoint('streams', 'GET', '/events/sse', {
    id: 'streamEvents',
    displayName: 'Stream events (SSE)',
    description: `Server-sent events named \`tick\`, one per interval, then a final \`data: ${SSE_TERMINATOR}\`.`,
    queryParameters: eventParameters,
    responses: [
      {
        statusCode: 200,
        description: '`text/event-stream`',
        body: { type: 'stream', terminator: SSE_TERMINATOR, shape: ref('StreamEvent') },
      },
    ],
    errors: [invalidQueryError('count', 'count must be an integer between 1 and 50, got "0"')],
    examples: [
      {
        path: '/events/sse',
        responseStatusCode: 200,
        queryParameters: { count: 3, intervalMs: 1000 },
        responseBody: { type: 'sse', value: exampleEvents.map((data) => ({ event: 'tick', data })) },
      },
    ],
  }),
  streamNdjson: endpoint('streams', 'GET', '/events/ndjson', {
    id: 'streamNdjson',
    displayName: 'Stream NDJSON',
    description:
      'Newline-delimited JSON (`application/x-ndjson`): one event object per line, one per interval.',
    queryParameters: eventParameters,
    responses: [
      {
        statusCode: 200,
        description: '`application/x-ndjson`',
        body: { type: 'stream', shape: ref('StreamEvent') },
      },
    ],
    errors: [invalidQueryError('intervalMs', 'intervalMs must be an integer between 0 and 5000, got "-1"')],
    examples: [
      {
        path: '/events/ndjson',
        responseStatusCode: 200,
        queryParameters: { count: 3, intervalMs: 500 },
        responseBody: { type: 'stream', value: exampleEvents },
      },
    ],
  }),
  streamTone: endpoint('streams', 'GET', '/audio/tone', {
    id: 'streamTone',
    displayName: 'Stream a tone',
    description: 'A sine tone as a WAV file (16-bit mono PCM at 16 kHz), streamed in slices of 0.1 s.',
    queryParameters: [
      property('seconds', optional(double(LIMITS.toneSeconds)), 'Length of the tone.'),
      property(
        'frequency',
        optional(double(LIMITS.toneFrequency)),
        'Pitch in Hz (440 is the A above middle C).',
      ),
    ],
    responses: [
      {
        statusCode: 200,
        description: '`audio/wav`',
        body: { type: 'fileDownload', contentType: 'audio/wav' },
      },
    ],
    errors: [invalidQueryError('frequency', 'frequency must be a number between 20 and 8000, got "10"')],
    examples: [
      {
        path: '/audio/tone',
        responseStatusCode: 200,
        queryParameters: { seconds: 2, frequency: 440 },
        responseBody: { type: 'filename', value: 'tone-440hz.wav' },
      },
    ],
  }),
}
