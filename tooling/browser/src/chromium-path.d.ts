/** Where Debian (and common distributions) put Chromium; the unwrapped binary first, for stable flags. */
export declare const CHROMIUM_CANDIDATES: string[]
/** The Chromium executable browser tests use: `CHROMIUM_PATH` when set, else the first installed candidate. */
export declare function findChromium(env?: Record<string, string | undefined>): string | undefined
/** Whether browser tests must run (CI) rather than be skipped when Chromium is missing. */
export declare function browserTestsRequired(env?: Record<string, string | undefined>): boolean
