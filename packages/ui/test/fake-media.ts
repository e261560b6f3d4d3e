import type { Mock } from 'vitest'
import { vi } from 'vitest'

/** The bytes every fake recording holds: a webm (EBML) header and a few more. */
export const FAKE_RECORDING_BYTES: Uint8Array<ArrayBuffer> = new Uint8Array([
  0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4,
])

type FakeTrack = { stop: Mock<() => void> }

/** What {@link installFakeMedia} puts in place of the browser's microphone APIs, to drive and inspect. */
export type FakeMedia = {
  /** `navigator.mediaDevices.getUserMedia`: resolves a stream of one track unless replaced. */
  getUserMedia: Mock<(constraints: MediaStreamConstraints) => Promise<MediaStream>>
  /** Every microphone track handed out. */
  tracks: FakeTrack[]
  /** Every MediaRecorder created, with the options it was given. */
  recorders: Array<{ mimeType: string; state: RecordingState }>
  /** Every AudioContext created. */
  contexts: Array<{ close: Mock<() => Promise<void>> }>
  /** The formats `MediaRecorder.isTypeSupported` accepts. */
  supported: Set<string>
  /** The analyser's waveform: a square wave this far from silence (128), so its RMS is exactly this. */
  amplitude: number
  /** Removes the fakes. */
  uninstall: () => void
}

/**
 * Fake `MediaRecorder`, `AudioContext` and `navigator.mediaDevices.getUserMedia` (jsdom has none of them).
 * The recorder delivers {@link FAKE_RECORDING_BYTES} and `stop` a microtask after `stop()`, as browsers do
 * (asynchronously), without timers, so fake timers do not hold it back.
 */
export function installFakeMedia({
  supported = ['audio/webm;codecs=opus'],
}: { supported?: string[] } = {}): FakeMedia {
  const media: FakeMedia = {
    getUserMedia: vi.fn(async () => {
      const track: FakeTrack = { stop: vi.fn() }
      media.tracks.push(track)
      return { getTracks: () => [track] } as unknown as MediaStream
    }),
    tracks: [],
    recorders: [],
    contexts: [],
    supported: new Set(supported),
    amplitude: 0,
    uninstall: () => {
      vi.unstubAllGlobals()
      Reflect.deleteProperty(navigator, 'mediaDevices')
    },
  }

  class FakeMediaRecorder extends EventTarget {
    static isTypeSupported(mime: string): boolean {
      return media.supported.has(mime)
    }
    state: RecordingState = 'inactive'
    readonly mimeType: string
    constructor(_stream: MediaStream, options: MediaRecorderOptions = {}) {
      super()
      this.mimeType = options.mimeType ?? ''
      media.recorders.push(this)
    }
    start(): void {
      this.state = 'recording'
    }
    stop(): void {
      if (this.state === 'inactive') return
      this.state = 'inactive'
      void Promise.resolve().then(() => {
        const data = new Blob([FAKE_RECORDING_BYTES], { type: this.mimeType })
        this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }))
        this.dispatchEvent(new Event('stop'))
      })
    }
  }

  class FakeAudioContext {
    state: AudioContextState = 'running'
    close = vi.fn(async () => {
      this.state = 'closed'
    })
    constructor() {
      media.contexts.push(this)
    }
    createMediaStreamSource(): { connect: () => void } {
      return { connect: () => {} }
    }
    createAnalyser(): Pick<AnalyserNode, 'fftSize' | 'getByteTimeDomainData'> {
      return {
        fftSize: 2048,
        getByteTimeDomainData: (array: Uint8Array<ArrayBuffer>) => {
          for (let index = 0; index < array.length; index++) {
            array[index] = 128 + (index % 2 === 0 ? media.amplitude : -media.amplitude)
          }
        },
      }
    }
  }

  vi.stubGlobal('MediaRecorder', FakeMediaRecorder)
  vi.stubGlobal('AudioContext', FakeAudioContext)
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: media.getUserMedia },
  })
  return media
}
