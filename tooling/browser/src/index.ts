export { browserTestsRequired, CHROMIUM_CANDIDATES, findChromium } from './chromium-path.js'
export type { LaunchChromiumOptions } from './launch.js'
export { launchChromium } from './launch.js'
