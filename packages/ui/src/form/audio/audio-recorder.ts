import { RECORDER_TEXT } from './recorder-messages.js'

/** The recorder's format (spec §9): webm with opus. */
export const RECORDING_MIME_TYPE = 'audio/webm;codecs=opus'

/** The volume scale (spec §9): the level is divided by this and capped at 1. */
const VOLUME_SCALE = 20

/** How often, in ms, the timer and the volume meter are refreshed while recording. */
const RECORDER_TICK_MS = 100

/** Where the recorder reports errors; `console.error` by default. */
export type RecorderLogger = (...data: unknown[]) => void

/** The recorder's states (spec §4): idle -> recording (timer, volume) -> stopped, producing a webm file. */
type AudioRecorderStatus = 'idle' | 'recording' | 'stopped'

/** A snapshot of an {@link AudioRecorder}; a new object on every change. */
export type AudioRecorderState = {
  status: AudioRecorderStatus
  /** True while the microphone is being requested or the recording is being finalised. */
  pending: boolean
  /** Time recorded so far (while recording) or in total (once stopped). */
  elapsedMs: number
  /** The microphone volume, 0..1 (RMS of the waveform around silence, divided by 20, capped at 1). */
  level: number
  /** The recording, once stopped. */
  file: File | undefined
  /** A short user-facing message of the last failure (microphone denied or missing, recorder error). */
  error: string | undefined
}

/** Options of {@link createAudioRecorder}. */
export type AudioRecorderOptions = {
  /** The recording format; {@link RECORDING_MIME_TYPE} by default. */
  mimeType?: string | undefined
  /** The clock, for the timer and the file name; `Date.now` by default. */
  now?: (() => number) | undefined
  /** Called with every new state. */
  onChange?: ((state: AudioRecorderState) => void) | undefined
  /** Where errors are logged; `console.error` by default. */
  logger?: RecorderLogger | undefined
}

/** A framework-free microphone recorder over getUserMedia, MediaRecorder and an AudioContext analyser. */
export type AudioRecorder = {
  /** The format it records in. */
  readonly mimeType: string
  /** Its logger (the `logger` option, else `console.error`). */
  readonly log: RecorderLogger
  getState: () => AudioRecorderState
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
  /**
   * Asks for the microphone and starts recording. Never rejects: an unsupported format is logged, a
   * microphone or recorder failure is logged and kept in `error`.
   */
  start: () => Promise<void>
  /** Stops recording and resolves the recorded file; rejects when nothing is being recorded. */
  stop: () => Promise<File>
  /** Stops any recording, the microphone tracks and the audio context. The recorder can start again. */
  dispose: () => void
}

/** Whether this browser can record in `mime` (`MediaRecorder.isTypeSupported`); false without MediaRecorder. */
export function isRecordingSupported(mime: string = RECORDING_MIME_TYPE): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof MediaRecorder.isTypeSupported === 'function' &&
    MediaRecorder.isTypeSupported(mime)
  )
}

/** The name of a recording made at `date` (spec §9): `recording-{timestamp}.webm`, timestamp in ms. */
export function recordingFileName(date: Date): string {
  return `recording-${date.getTime()}.webm`
}

/** Elapsed time as `mm:ss` (minutes keep growing past 99). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  const pad = (value: number): string => String(value).padStart(2, '0')
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`
}

/**
 * The volume of one frame of time-domain bytes (`AnalyserNode.getByteTimeDomainData`, silence is 128):
 * their root mean square distance from 128, divided by {@link VOLUME_SCALE}, capped at 1.
 */
export function volumeLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0
  let sum = 0
  for (let index = 0; index < samples.length; index++) {
    const offset = (samples[index] ?? 128) - 128
    sum += offset * offset
  }
  return Math.min(1, Math.sqrt(sum / samples.length) / VOLUME_SCALE)
}

const INITIAL_STATE: AudioRecorderState = {
  status: 'idle',
  pending: false,
  elapsedMs: 0,
  level: 0,
  file: undefined,
  error: undefined,
}

type Meter = { context: AudioContext; analyser: AnalyserNode; samples: Uint8Array<ArrayBuffer> }

type Session = {
  stream: MediaStream
  recorder: MediaRecorder
  chunks: Blob[]
  meter: Meter | undefined
  timer: ReturnType<typeof setInterval> | undefined
  startedAt: number
}

function messageOf(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) return error.message || error.name
  return String(error)
}

/** An analyser on the microphone for the volume meter; undefined where Web Audio is missing. */
function openMeter(stream: MediaStream, log: RecorderLogger): Meter | undefined {
  const Context =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
  if (Context == null) return undefined
  const context = new Context()
  const analyser = context.createAnalyser()
  analyser.fftSize = 1024
  context.createMediaStreamSource(stream).connect(analyser)
  if (context.state === 'suspended') context.resume().catch(log)
  return { context, analyser, samples: new Uint8Array(analyser.fftSize) }
}

function release(session: Session, log: RecorderLogger): void {
  clearInterval(session.timer)
  if (session.recorder.state !== 'inactive') session.recorder.stop()
  for (const track of session.stream.getTracks()) track.stop()
  session.meter?.context.close().catch(log)
}

/** Creates an {@link AudioRecorder}. Creating one touches no browser API; `start()` does. */
export function createAudioRecorder(options: AudioRecorderOptions = {}): AudioRecorder {
  const mimeType = options.mimeType ?? RECORDING_MIME_TYPE
  const now = options.now ?? Date.now
  const log: RecorderLogger = options.logger ?? ((...data) => console.error(...data))
  const listeners = new Set<() => void>()
  let state = INITIAL_STATE
  let session: Session | undefined
  let stopping: Promise<File> | undefined
  // Bumped by dispose(), so that a microphone granted after it is released at once.
  let generation = 0

  const set = (patch: Partial<AudioRecorderState>): void => {
    const next = { ...state, ...patch }
    const keys = Object.keys(next) as Array<keyof AudioRecorderState>
    if (keys.every((key) => Object.is(next[key], state[key]))) return
    state = next
    options.onChange?.(state)
    for (const listener of listeners) listener()
  }

  const tick = (): void => {
    if (session == null) return
    let level = 0
    if (session.meter != null) {
      session.meter.analyser.getByteTimeDomainData(session.meter.samples)
      level = volumeLevel(session.meter.samples)
    }
    set({ elapsedMs: Math.max(0, now() - session.startedAt), level })
  }

  const fail = (current: Session, error: unknown): void => {
    log(error)
    if (session !== current) return
    session = undefined
    stopping = undefined
    release(current, log)
    set({ ...INITIAL_STATE, error: RECORDER_TEXT.recordingFailed(messageOf(error)) })
  }

  const start = async (): Promise<void> => {
    if (state.pending || state.status === 'recording') return
    if (!isRecordingSupported(mimeType)) {
      log(RECORDER_TEXT.unsupported(mimeType))
      return
    }
    const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices
    if (mediaDevices == null || typeof mediaDevices.getUserMedia !== 'function') {
      const error = new Error(RECORDER_TEXT.noMediaDevices)
      log(error)
      set({ error: RECORDER_TEXT.microphoneUnavailable(error.message) })
      return
    }
    const current = ++generation
    set({ pending: true, error: undefined })
    let stream: MediaStream
    try {
      stream = await mediaDevices.getUserMedia({ audio: true })
    } catch (error) {
      log(error)
      if (current === generation) {
        set({ pending: false, error: RECORDER_TEXT.microphoneUnavailable(messageOf(error)) })
      }
      return
    }
    if (current !== generation) {
      for (const track of stream.getTracks()) track.stop()
      return
    }
    let next: Session
    try {
      const recorder = new MediaRecorder(stream, { mimeType })
      const chunks: Blob[] = []
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data)
      })
      recorder.addEventListener('error', (event) => fail(next, (event as ErrorEvent).error ?? event))
      recorder.start()
      next = { stream, recorder, chunks, meter: undefined, timer: undefined, startedAt: now() }
    } catch (error) {
      for (const track of stream.getTracks()) track.stop()
      log(error)
      set({ pending: false, error: RECORDER_TEXT.recordingFailed(messageOf(error)) })
      return
    }
    try {
      next.meter = openMeter(stream, log)
    } catch (error) {
      log(error) // The recording goes on without a volume meter.
    }
    next.timer = setInterval(tick, RECORDER_TICK_MS)
    session = next
    set({ status: 'recording', pending: false, elapsedMs: 0, level: 0, file: undefined, error: undefined })
  }

  const stop = (): Promise<File> => {
    if (stopping != null) return stopping
    const current = session
    if (current == null) return Promise.reject(new Error('The audio recorder is not recording'))
    set({ pending: true })
    stopping = new Promise<File>((resolve, reject) => {
      current.recorder.addEventListener(
        'stop',
        () => {
          if (session !== current) {
            reject(new Error('The recording was discarded'))
            return
          }
          const stoppedAt = now()
          const file = new File(current.chunks, recordingFileName(new Date(stoppedAt)), {
            // Browsers report the format they record in ("audio/webm;codecs=opus" in Chromium and Firefox).
            type: current.recorder.mimeType || mimeType,
            lastModified: stoppedAt,
          })
          session = undefined
          stopping = undefined
          release(current, log)
          set({
            status: 'stopped',
            pending: false,
            elapsedMs: Math.max(0, stoppedAt - current.startedAt),
            level: 0,
            file,
          })
          resolve(file)
        },
        { once: true },
      )
      try {
        current.recorder.stop()
      } catch (error) {
        fail(current, error)
        reject(error instanceof Error ? error : new Error(messageOf(error)))
      }
    })
    return stopping
  }

  const dispose = (): void => {
    generation++
    const current = session
    session = undefined
    stopping = undefined
    if (current != null) release(current, log)
    if (state.status === 'recording' || state.pending) set(INITIAL_STATE)
  }

  return {
    mimeType,
    log,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start,
    stop,
    dispose,
  }
}
