import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library only unmounts automatically when test globals exist; this project imports them explicitly.
afterEach(() => {
  cleanup()
  // The explorer keeps credentials and forms in sessionStorage; every test starts without them.
  globalThis.sessionStorage?.clear()
})

// jsdom lacks the pointer-capture and scrolling methods Radix's select and menus call.
if (typeof Element !== 'undefined') {
  const elementProto = Element.prototype as Partial<Element> & Record<string, unknown>
  elementProto.hasPointerCapture ??= () => false
  elementProto.releasePointerCapture ??= () => undefined
  elementProto.scrollIntoView ??= () => undefined
}
