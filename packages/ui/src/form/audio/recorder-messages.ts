/**
 * Every text the audio recorder shows or logs, worded as in the product specification (§8 "Microphone").
 * The table is `UI_TEXT.recorder`, so a host's `messages` can reword what the control shows; the recorder
 * engine's own failures (logged, or shown as its error) are worded here.
 */
export const RECORDER_TEXT = {
  record: 'Record',
  recordAudioFor: (label: string): string => `Record audio for ${label}`,
  stop: 'Stop',
  stopRecordingFor: (label: string): string => `Stop recording audio for ${label}`,
  elapsed: 'Recording time',
  volume: 'Microphone volume',
  recordingOf: (label: string): string => `Recording for ${label}`,
  /** Logged (never shown) when the browser cannot record in the recorder's format; the button is hidden. */
  unsupported: (mime: string): string => `${mime} is not supported on this browser`,
  microphoneUnavailable: (message: string): string => `Microphone unavailable: ${message}`,
  noMediaDevices: 'this page cannot use the microphone (it needs HTTPS or localhost)',
  recordingFailed: (message: string): string => `Recording failed: ${message}`,
} as const
