export { browserTestsRequired, CHROMIUM_CANDIDATES, findChromium } from './chromium-path.js'
export { launchChromium } from './launch.js'
