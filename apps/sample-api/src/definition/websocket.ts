import type { WebSocketChannel, WebSocketId } from '@api-explorer/model'
import { LOCAL_ENVIRONMENT, optional, pathParts, property, ref, string } from './shapes.js'

/** The chat room channel: an echo bot answers what the client says. */
export const WEBSOCKET_CHANNELS: Record<WebSocketId, WebSocketChannel> = {
  rooms: {
    id: 'rooms',
    displayName: 'Chat room',
    description:
      'Join a room and talk to the echo bot. The server greets you, answers `say` and `ping`, and reports anything it cannot read without closing the connection.',
    namespace: ['realtime'],
    path: pathParts('/ws/rooms/{roomId}'),
    defaultEnvironment: LOCAL_ENVIRONMENT.id,
    environments: [{ id: LOCAL_ENVIRONMENT.id, baseUrl: 'ws://127.0.0.1:4010' }],
    pathParameters: [property('roomId', string({ minLength: 1 }), 'Any room name, e.g. `lobby`.')],
    queryParameters: [property('name', optional(string()), 'Your display name; defaults to `guest`.')],
    messages: [
      { type: 'say', displayName: 'Say', origin: 'client', body: ref('SayMessage') },
      { type: 'ping', displayName: 'Ping', origin: 'client', body: ref('PingMessage') },
      { type: 'welcome', displayName: 'Welcome', origin: 'server', body: ref('WelcomeMessage') },
      { type: 'message', displayName: 'Message', origin: 'server', body: ref('ChatMessage') },
      { type: 'pong', displayName: 'Pong', origin: 'server', body: ref('PongMessage') },
      { type: 'error', displayName: 'Error', origin: 'server', body: ref('RoomErrorMessage') },
    ],
    examples: [
      {
        name: 'Say hello',
        path: '/ws/rooms/lobby',
        pathParameters: { roomId: 'lobby' },
        queryParameters: { name: 'Ada' },
        messages: [
          {
            type: 'welcome',
            body: { type: 'welcome', roomId: 'lobby', sessionId: 'ses_4b1d2c3e5f60', name: 'Ada' },
          },
          { type: 'say', body: { type: 'say', text: 'Hello!' } },
          {
            type: 'message',
            body: {
              type: 'message',
              from: 'echo-bot',
              text: 'You said: Hello!',
              time: '2024-05-01T12:00:00.000Z',
            },
          },
          { type: 'ping', body: { type: 'ping' } },
          { type: 'pong', body: { type: 'pong', time: '2024-05-01T12:00:01.000Z' } },
        ],
      },
    ],
  },
}
