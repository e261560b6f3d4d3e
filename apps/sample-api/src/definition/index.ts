import type { ApiDefinition } from '@api-explorer/model'
import { AUTH_ENDPOINTS, AUTH_SCHEMES } from './auth.js'
import { DIAGNOSTICS_ENDPOINTS } from './diagnostics.js'
import { FILE_ENDPOINTS } from './files.js'
import { KITCHEN_SINK_ENDPOINTS, KITCHEN_SINK_SUBPACKAGE } from './kitchen-sink.js'
import { KITCHEN_SINK_TYPES } from './kitchen-sink-types.js'
import { OTHER_TYPES } from './other-types.js'
import { ROOM_TYPES } from './room-types.js'
import { STREAM_ENDPOINTS } from './streams.js'
import { USER_ENDPOINTS } from './users.js'
import { USER_TYPES } from './user-types.js'
import { WEBSOCKET_CHANNELS } from './websocket.js'

/**
 * The sample API's definition in the native model shape, served from `http://127.0.0.1:4010`. Use
 * {@link definitionForOrigin} for a server on another port.
 */
export const sampleApiDefinition: ApiDefinition = {
  id: 'sample-api',
  apiName: 'Sample API',
  endpoints: {
    ...USER_ENDPOINTS,
    ...FILE_ENDPOINTS,
    ...STREAM_ENDPOINTS,
    ...AUTH_ENDPOINTS,
    ...DIAGNOSTICS_ENDPOINTS,
    ...KITCHEN_SINK_ENDPOINTS,
  },
  websockets: WEBSOCKET_CHANNELS,
  webhooks: {},
  types: { ...USER_TYPES, ...OTHER_TYPES, ...ROOM_TYPES, ...KITCHEN_SINK_TYPES },
  subpackages: {
    users: { id: 'users', name: 'users', displayName: 'Users' },
    files: { id: 'files', name: 'files', displayName: 'Files' },
    streams: { id: 'streams', name: 'streams', displayName: 'Streams' },
    auth: { id: 'auth', name: 'auth', displayName: 'Authentication' },
    diagnostics: { id: 'diagnostics', name: 'diagnostics', displayName: 'Diagnostics' },
    realtime: { id: 'realtime', name: 'realtime', displayName: 'Realtime' },
    [KITCHEN_SINK_SUBPACKAGE]: {
      id: KITCHEN_SINK_SUBPACKAGE,
      name: KITCHEN_SINK_SUBPACKAGE,
      displayName: 'Kitchen sink',
    },
  },
  auths: AUTH_SCHEMES,
}
