import type { FileValue } from '@api-explorer/model'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeMedia } from '../../../test/fake-media.js'
import { installFakeMedia } from '../../../test/fake-media.js'
import { AudioRecorderControl } from './audio-recorder-control.js'

const START = Date.UTC(2025, 0, 2, 3, 4, 5)

describe('AudioRecorderControl', () => {
  let media: FakeMedia
  beforeEach(() => {
    // Only the recorder's clock and ticks are faked; user-event and FileReader keep real timeouts.
    vi.useFakeTimers({ now: START, toFake: ['setInterval', 'clearInterval', 'Date'] })
    media = installFakeMedia()
  })
  afterEach(() => {
    media.uninstall()
    vi.useRealTimers()
  })

  it('records with a timer and a volume meter, then plays the recording and hands it over as a file value', async () => {
    const user = userEvent.setup()
    const onRecorded = vi.fn<(file: FileValue) => void>()
    render(<AudioRecorderControl label="voice" onRecorded={onRecorded} />)

    await user.click(screen.getByRole('button', { name: 'Record audio for voice' }))
    const timer = await screen.findByRole('timer', { name: 'Recording time' })
    expect(timer.textContent).toBe('00:00')
    const meter = screen.getByRole('meter', { name: 'Microphone volume' })
    expect(meter.getAttribute('aria-valuenow')).toBe('0')
    expect(screen.queryByRole('button', { name: 'Record audio for voice' })).toBeNull()

    media.amplitude = 7
    act(() => vi.advanceTimersByTime(1500))
    expect(timer.textContent).toBe('00:01')
    expect(meter.getAttribute('aria-valuenow')).toBe('0.35')
    expect(meter.getAttribute('aria-valuetext')).toBe('35%')

    await user.click(screen.getByRole('button', { name: 'Stop recording audio for voice' }))
    const audio = await screen.findByLabelText('Recording for voice')
    const name = `recording-${START + 1500}.webm`
    expect(screen.getByText(name)).toBeDefined()
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByRole('meter')).toBeNull()
    expect(onRecorded).toHaveBeenCalledOnce()
    const file = onRecorded.mock.calls[0]?.[0]
    expect(file).toMatchObject({ name, type: 'audio/webm;codecs=opus', size: 8, lastModified: START + 1500 })
    expect(file?.dataUrl).toBe('data:audio/webm;codecs=opus;base64,GkXfowECAwQ=')
    expect(audio.tagName).toBe('AUDIO')
    expect(audio.getAttribute('src')).toBe(file?.dataUrl)
    expect(audio.hasAttribute('controls')).toBe(true)

    // Another take replaces the shown recording.
    await user.click(screen.getByRole('button', { name: 'Record audio for voice' }))
    await screen.findByRole('timer')
    expect(screen.queryByLabelText('Recording for voice')).toBeNull()
  })

  it('hides the record button and logs exactly "{mime} is not supported on this browser"', () => {
    media.supported.clear()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = render(<AudioRecorderControl label="voice" onRecorded={() => {}} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.childElementCount).toBe(0)
    expect(error).toHaveBeenCalledExactlyOnceWith('audio/webm;codecs=opus is not supported on this browser')
  })

  it('sends the unsupported message to the logger prop when one is given', () => {
    media.supported.clear()
    const logger = vi.fn()
    render(<AudioRecorderControl label="voice" onRecorded={() => {}} logger={logger} />)
    expect(logger).toHaveBeenCalledExactlyOnceWith('audio/webm;codecs=opus is not supported on this browser')
  })

  it('logs a microphone failure and shows it beside the button', async () => {
    const user = userEvent.setup()
    const denied = new DOMException('Permission denied', 'NotAllowedError')
    media.getUserMedia.mockRejectedValueOnce(denied)
    const logger = vi.fn()
    render(<AudioRecorderControl label="voice" onRecorded={() => {}} logger={logger} />)

    await user.click(screen.getByRole('button', { name: 'Record audio for voice' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Microphone unavailable: Permission denied')
    expect(logger).toHaveBeenCalledExactlyOnceWith(denied)
    expect(screen.getByRole('button', { name: 'Record audio for voice' })).toBeDefined()

    await user.click(screen.getByRole('button', { name: 'Record audio for voice' }))
    await screen.findByRole('timer')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('releases the microphone when unmounted mid-recording', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<AudioRecorderControl label="voice" onRecorded={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Record audio for voice' }))
    await screen.findByRole('timer')
    unmount()
    await waitFor(() => expect(media.tracks[0]?.stop).toHaveBeenCalledOnce())
    expect(media.contexts[0]?.close).toHaveBeenCalledOnce()
  })
})
