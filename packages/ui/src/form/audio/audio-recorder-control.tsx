import type { FileValue } from '@api-explorer/model'
import { Mic, Square } from 'lucide-react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { readFileValue } from '../../inputs/read-file.js'
import type { RecorderLogger } from './audio-recorder.js'
import { formatElapsed } from './audio-recorder.js'
import { useMessages } from '../../api-explorer/explorer-context.js'
import { useAudioRecorder } from './use-audio-recorder.js'

/** Props of {@link AudioRecorderControl}. */
export type AudioRecorderControlProps = {
  /** The field's key, for the buttons' accessible names ("Record audio for {label}"). */
  label: string
  /** Receives each finished recording as a file value (`recording-{timestamp}.webm`). */
  onRecorded: (file: FileValue) => void
  /** The recording format; `audio/webm;codecs=opus` (the spec's) by default. */
  mimeType?: string | undefined
  /** Where errors are logged, read once on mount; `console.error` by default. */
  logger?: RecorderLogger | undefined
}

/**
 * The recorder of an audio input (spec §4): "Record" -> "Stop" with a mm:ss timer and a volume meter ->
 * a playable recording and its name, handed to `onRecorded` as a {@link FileValue} whose type is the one
 * the browser recorded in (`audio/webm;codecs=opus`). Renders nothing where the browser cannot record in
 * the format (and logs "{mime} is not supported on this browser"); a microphone failure is logged and
 * shown beside the button.
 */
export function AudioRecorderControl({
  label,
  onRecorded,
  mimeType,
  logger,
}: AudioRecorderControlProps): ReactNode {
  const uiText = useMessages()
  const { supported, state, start, stop, log } = useAudioRecorder({ mimeType, logger })
  const [recorded, setRecorded] = useState<{ file: File; value: FileValue }>()
  if (!supported) return null

  const finish = (): void => {
    stop()
      .then(async (file) => {
        const value = await readFileValue(file)
        setRecorded({ file, value })
        onRecorded(value)
      })
      .catch((error: unknown) => log(error))
  }
  // The recording of this take, once read into a file value (hidden while a new take is recorded).
  const shown = recorded != null && recorded.file === state.file ? recorded.value : undefined

  return (
    <div className="ax-AudioRecorder" data-status={state.status}>
      {state.status === 'recording' ? (
        <>
          <button
            type="button"
            className="ax-Button"
            aria-label={uiText.recorder.stopRecordingFor(label)}
            disabled={state.pending}
            onClick={finish}
          >
            <Square aria-hidden size={12} className="ax-AudioRecorder-stopIcon" />
            {uiText.recorder.stop}
          </button>
          <span className="ax-AudioRecorder-live" aria-hidden />
          <span role="timer" aria-label={uiText.recorder.elapsed} className="ax-AudioRecorder-timer">
            {formatElapsed(state.elapsedMs)}
          </span>
          <span
            role="meter"
            aria-label={uiText.recorder.volume}
            aria-valuemin={0}
            aria-valuemax={1}
            aria-valuenow={Math.round(state.level * 100) / 100}
            aria-valuetext={`${Math.round(state.level * 100)}%`}
            className="ax-AudioRecorder-meter"
          >
            <span className="ax-AudioRecorder-meterFill" style={{ transform: `scaleX(${state.level})` }} />
          </span>
        </>
      ) : (
        <button
          type="button"
          className="ax-Button"
          aria-label={uiText.recorder.recordAudioFor(label)}
          disabled={state.pending}
          onClick={() => void start()}
        >
          <Mic aria-hidden size={14} />
          {uiText.recorder.record}
        </button>
      )}
      {state.error != null && (
        <span role="alert" className="ax-AudioRecorder-error">
          {state.error}
        </span>
      )}
      {shown != null && state.status === 'stopped' && (
        <span className="ax-AudioRecorder-result">
          <audio controls src={shown.dataUrl} aria-label={uiText.recorder.recordingOf(label)} />
          <span className="ax-AudioRecorder-name">{shown.name}</span>
        </span>
      )}
    </div>
  )
}
