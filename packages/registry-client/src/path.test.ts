import { describe, expect, it } from 'vitest'
import { path } from './path.js'

describe('path', () => {
  it('encodes each interpolated value as one segment and keeps the literals', () => {
    expect(path`/generators/versions/${'fernapi/ts sdk'}/${'1.0.0+b?x#y'}`).toBe(
      '/generators/versions/fernapi%2Fts%20sdk/1.0.0%2Bb%3Fx%23y',
    )
    expect(path`/generators/cli/for-ir/${53}`).toBe('/generators/cli/for-ir/53')
    expect(path`/generators`).toBe('/generators')
  })
})
