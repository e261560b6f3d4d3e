import { useEffect, useState, useSyncExternalStore } from 'react'
import type { AudioRecorder, AudioRecorderState, RecorderLogger } from './audio-recorder.js'
import { createAudioRecorder, isRecordingSupported } from './audio-recorder.js'
import { RECORDER_TEXT } from './recorder-messages.js'

/** Options of {@link useAudioRecorder}. */
export type UseAudioRecorderOptions = {
  /** The recording format, read once on mount; `audio/webm;codecs=opus` by default. */
  mimeType?: string | undefined
  /** Where errors are logged, read once on mount; `console.error` by default. */
  logger?: RecorderLogger | undefined
}

/** What {@link useAudioRecorder} returns. */
export type UseAudioRecorderResult = {
  /** Whether this browser records in the format (false on the server and during hydration). */
  supported: boolean
  state: AudioRecorderState
  start: AudioRecorder['start']
  stop: AudioRecorder['stop']
  /** The recorder's logger. */
  log: RecorderLogger
}

const subscribeNever = (): (() => void) => () => {}

/**
 * One {@link AudioRecorder} for the lifetime of a component: its state as React state, the microphone
 * released on unmount, and "{mime} is not supported on this browser" logged once where it cannot record.
 */
export function useAudioRecorder({ mimeType, logger }: UseAudioRecorderOptions = {}): UseAudioRecorderResult {
  const [recorder] = useState(() => createAudioRecorder({ mimeType, logger }))
  const state = useSyncExternalStore(recorder.subscribe, recorder.getState, recorder.getState)
  const supported = useSyncExternalStore(
    subscribeNever,
    () => isRecordingSupported(recorder.mimeType),
    () => false,
  )
  useEffect(() => {
    if (!isRecordingSupported(recorder.mimeType)) {
      recorder.log(RECORDER_TEXT.unsupported(recorder.mimeType))
    }
  }, [recorder])
  useEffect(() => () => recorder.dispose(), [recorder])
  return { supported, state, start: recorder.start, stop: recorder.stop, log: recorder.log }
}
