import { describe, expect, it } from 'vitest'
import { parseSampleApiCommand } from './cli-options.js'

describe('parseSampleApiCommand', () => {
  it('starts on 4010 by default', () => {
    expect(parseSampleApiCommand([], {})).toEqual({ type: 'start', port: 4010 })
  })

  it('takes the port from SAMPLE_API_PORT, and from --port over the environment', () => {
    expect(parseSampleApiCommand([], { SAMPLE_API_PORT: '5000' })).toEqual({ type: 'start', port: 5000 })
    expect(parseSampleApiCommand(['--port', '0'], { SAMPLE_API_PORT: '5000' })).toEqual({
      type: 'start',
      port: 0,
    })
    expect(parseSampleApiCommand(['--', '--port=4011'], {})).toEqual({ type: 'start', port: 4011 })
  })

  it('asks for help', () => {
    expect(parseSampleApiCommand(['--help'], {})).toEqual({ type: 'help' })
  })

  it('names a bad port, a missing value and an unknown argument', () => {
    expect(() => parseSampleApiCommand(['--port', 'abc'], {})).toThrow('--port must be a port number')
    expect(() => parseSampleApiCommand([], { SAMPLE_API_PORT: '70000' })).toThrow('SAMPLE_API_PORT')
    expect(() => parseSampleApiCommand(['--port'], {})).toThrow('--port needs a value')
    expect(() => parseSampleApiCommand(['--verbose'], {})).toThrow('Unknown argument "--verbose"')
  })
})
