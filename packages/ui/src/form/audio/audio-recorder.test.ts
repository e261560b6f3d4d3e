import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeMedia } from '../../../test/fake-media.js'
import { FAKE_RECORDING_BYTES, installFakeMedia } from '../../../test/fake-media.js'
import type { AudioRecorderState } from './audio-recorder.js'
import {
  createAudioRecorder,
  formatElapsed,
  isRecordingSupported,
  RECORDING_MIME_TYPE,
  recordingFileName,
  volumeLevel,
} from './audio-recorder.js'

const START = Date.UTC(2025, 0, 2, 3, 4, 5)

describe('recorder helpers', () => {
  it('formats elapsed time as mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00')
    expect(formatElapsed(999)).toBe('00:00')
    expect(formatElapsed(1500)).toBe('00:01')
    expect(formatElapsed(61_000)).toBe('01:01')
    expect(formatElapsed(3_600_000)).toBe('60:00')
    expect(formatElapsed(-5)).toBe('00:00')
  })

  it('names recordings recording-{timestamp}.webm', () => {
    expect(recordingFileName(new Date(START))).toBe(`recording-${START}.webm`)
  })

  it('scales the waveform RMS around 128 by 1/20, capped at 1', () => {
    expect(volumeLevel(new Uint8Array(64).fill(128))).toBe(0)
    expect(volumeLevel(new Uint8Array([138, 118, 138, 118]))).toBe(0.5)
    expect(volumeLevel(new Uint8Array([131, 125, 125, 131]))).toBeCloseTo(0.15)
    expect(volumeLevel(new Uint8Array([255, 0, 255, 0]))).toBe(1)
    expect(volumeLevel(new Uint8Array(0))).toBe(0)
  })

  it('supports recording only where MediaRecorder accepts the format', () => {
    expect(isRecordingSupported()).toBe(false)
    const media = installFakeMedia({ supported: ['audio/ogg'] })
    expect(isRecordingSupported(RECORDING_MIME_TYPE)).toBe(false)
    expect(isRecordingSupported('audio/ogg')).toBe(true)
    media.uninstall()
  })
})

describe('createAudioRecorder', () => {
  let media: FakeMedia
  beforeEach(() => {
    vi.useFakeTimers({ now: START })
    media = installFakeMedia()
  })
  afterEach(() => {
    media.uninstall()
    vi.useRealTimers()
  })

  it('goes idle -> recording (timer, volume) -> stopped and produces a webm file', async () => {
    const states: AudioRecorderState[] = []
    const recorder = createAudioRecorder({ onChange: (state) => states.push(state) })
    expect(recorder.getState()).toMatchObject({ status: 'idle', elapsedMs: 0, level: 0, file: undefined })

    await recorder.start()
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true })
    expect(media.recorders[0]).toMatchObject({ mimeType: RECORDING_MIME_TYPE, state: 'recording' })
    expect(recorder.getState()).toMatchObject({ status: 'recording', pending: false, elapsedMs: 0 })

    media.amplitude = 5
    vi.advanceTimersByTime(1500)
    expect(recorder.getState().elapsedMs).toBe(1500)
    expect(formatElapsed(recorder.getState().elapsedMs)).toBe('00:01')
    expect(recorder.getState().level).toBe(0.25)
    media.amplitude = 60
    vi.advanceTimersByTime(100)
    expect(recorder.getState().level).toBe(1)

    const file = await recorder.stop()
    expect(file.name).toBe(`recording-${START + 1600}.webm`)
    expect(file.type).toBe('audio/webm;codecs=opus')
    expect(file.lastModified).toBe(START + 1600)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(FAKE_RECORDING_BYTES)
    expect(recorder.getState()).toMatchObject({
      status: 'stopped',
      pending: false,
      elapsedMs: 1600,
      level: 0,
      file,
    })
    expect(media.tracks[0]?.stop).toHaveBeenCalledOnce()
    expect(media.contexts[0]?.close).toHaveBeenCalledOnce()
    expect([...new Set(states.map((state) => state.status))]).toEqual(['idle', 'recording', 'stopped'])

    // The timer stops with the recording.
    vi.advanceTimersByTime(5000)
    expect(recorder.getState().elapsedMs).toBe(1600)
  })

  it('records again after a stop', async () => {
    const recorder = createAudioRecorder()
    await recorder.start()
    vi.advanceTimersByTime(1000)
    await recorder.stop()
    await recorder.start()
    expect(recorder.getState()).toMatchObject({ status: 'recording', elapsedMs: 0, file: undefined })
    expect(media.getUserMedia).toHaveBeenCalledTimes(2)
  })

  it('logs exactly "{mime} is not supported on this browser" and never asks for the microphone', async () => {
    media.supported.clear()
    const logger = vi.fn()
    const recorder = createAudioRecorder({ logger })
    await recorder.start()
    expect(logger).toHaveBeenCalledExactlyOnceWith('audio/webm;codecs=opus is not supported on this browser')
    expect(media.getUserMedia).not.toHaveBeenCalled()
    expect(recorder.getState().status).toBe('idle')
  })

  it('logs a microphone failure and keeps a short message of it', async () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError')
    media.getUserMedia.mockRejectedValueOnce(denied)
    const logger = vi.fn()
    const recorder = createAudioRecorder({ logger })
    await recorder.start()
    expect(logger).toHaveBeenCalledExactlyOnceWith(denied)
    expect(recorder.getState()).toMatchObject({
      status: 'idle',
      pending: false,
      error: 'Microphone unavailable: Permission denied',
    })

    // A later attempt that works clears the message.
    await recorder.start()
    expect(recorder.getState()).toMatchObject({ status: 'recording', error: undefined })
  })

  it('reports a page without mediaDevices (not HTTPS) as an unavailable microphone', async () => {
    Reflect.deleteProperty(navigator, 'mediaDevices')
    const logger = vi.fn()
    const recorder = createAudioRecorder({ logger })
    await recorder.start()
    expect(logger).toHaveBeenCalledOnce()
    expect(recorder.getState().error).toBe(
      'Microphone unavailable: this page cannot use the microphone (it needs HTTPS or localhost)',
    )
  })

  it('releases the microphone and the audio context on dispose', async () => {
    const recorder = createAudioRecorder()
    await recorder.start()
    recorder.dispose()
    expect(media.tracks[0]?.stop).toHaveBeenCalledOnce()
    expect(media.contexts[0]?.close).toHaveBeenCalledOnce()
    expect(media.recorders[0]?.state).toBe('inactive')
    expect(recorder.getState()).toMatchObject({ status: 'idle', pending: false })
    await expect(recorder.stop()).rejects.toThrow('The audio recorder is not recording')
  })

  it('releases a microphone granted after dispose', async () => {
    let grant: (stream: MediaStream) => void = () => {}
    const track = { stop: vi.fn() }
    media.getUserMedia.mockReturnValueOnce(new Promise((resolve) => (grant = resolve)))
    const recorder = createAudioRecorder()
    const starting = recorder.start()
    expect(recorder.getState().pending).toBe(true)
    recorder.dispose()
    grant({ getTracks: () => [track] } as unknown as MediaStream)
    await starting
    expect(track.stop).toHaveBeenCalledOnce()
    expect(media.recorders).toHaveLength(0)
    expect(recorder.getState()).toMatchObject({ status: 'idle', pending: false })
  })
})
