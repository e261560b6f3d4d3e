import { startDemoStack } from './demo-stack.js'

// `pnpm dev`: the sample API, the proxy and the demo page together, then the one URL to open.
const stack = await startDemoStack()
const explorerUrl = new URL('?explorer', stack.demoUrl).href
console.log(`
  API Explorer demo is running.

  ➜  Open ${stack.demoUrl}
     (or go straight to the explorer: ${explorerUrl})

     Sample API  ${stack.sampleApiUrl}
     Proxy       ${stack.proxyUrl}

  Press Ctrl+C to stop.
`)

let stopping = false
const stop = (): void => {
  if (stopping) {
    return
  }
  stopping = true
  void stack.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
