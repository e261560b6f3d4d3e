export { closeServer, listenOnFreePort } from './listen.js'
export type { RecordedRequest, RecordingReply, RecordingServer } from './recording-server.js'
export { startRecordingServer } from './recording-server.js'
