import type { TypeDefinition, TypeId } from '@api-explorer/model'
import { datetime, literal, object, property, string } from './shapes.js'

/** Named types of the messages of the chat room channel. */
export const ROOM_TYPES: Record<TypeId, TypeDefinition> = {
  SayMessage: {
    name: 'SayMessage',
    description: 'Say something in the room; the echo bot answers.',
    shape: object([property('type', literal('say')), property('text', string({ minLength: 1 }))]),
  },
  PingMessage: {
    name: 'PingMessage',
    description: 'Check the connection; the server answers with a pong.',
    shape: object([property('type', literal('ping'))]),
  },
  WelcomeMessage: {
    name: 'WelcomeMessage',
    description: 'Sent once, right after the connection opens.',
    shape: object([
      property('type', literal('welcome')),
      property('roomId', string()),
      property('sessionId', string(), 'Identifies this connection.'),
      property('name', string(), 'The display name from the `name` query parameter, or `guest`.'),
    ]),
  },
  ChatMessage: {
    name: 'ChatMessage',
    description: 'A message in the room.',
    shape: object([
      property('type', literal('message')),
      property('from', string(), 'Who said it (`echo-bot` for replies).'),
      property('text', string()),
      property('time', datetime()),
    ]),
  },
  PongMessage: {
    name: 'PongMessage',
    shape: object([property('type', literal('pong')), property('time', datetime())]),
  },
  RoomErrorMessage: {
    name: 'RoomErrorMessage',
    description: 'The last client message could not be understood; the connection stays open.',
    shape: object([property('type', literal('error')), property('message', string())]),
  },
}
