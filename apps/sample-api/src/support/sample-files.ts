/** A file `GET /files/{fileName}` can download. */
export type SampleFile = { contentType: string; bytes: Uint8Array }

const SAMPLE_BIN_SIZE = 1024

const REPORT_CSV = [
  'month,requests,errors,p95_ms',
  '2024-01,12840,37,182',
  '2024-02,13912,21,175',
  '2024-03,15377,44,190',
  '',
].join('\n')

/** Byte `i` is `i % 256`, so a client can check every byte it received. */
function sampleBin(): Uint8Array {
  return Uint8Array.from({ length: SAMPLE_BIN_SIZE }, (_, index) => index % 256)
}

/** The downloadable files, by name. */
const BADGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="20"><rect width="120" height="20" fill="#4c1"/>' +
  "<script>localStorage.setItem('sample-api:svg-script-ran', 'yes')</script></svg>"

export const SAMPLE_FILES: Readonly<Record<string, SampleFile>> = {
  'sample.bin': { contentType: 'application/octet-stream', bytes: sampleBin() },
  'report.csv': { contentType: 'text/csv; charset=utf-8', bytes: new TextEncoder().encode(REPORT_CSV) },
  // An image that carries a script: the explorer must never open it on the docs page's origin (it would run with
  // the page's storage, where the reader's credentials live). Its script leaves a mark a test can look for.
  'badge.svg': { contentType: 'image/svg+xml', bytes: new TextEncoder().encode(BADGE_SVG) },
}
