/**
 * Media types a browser renders without running anything when a file's blob URL is opened on the page's own
 * origin: raster images, audio and video. Anything else (SVG, HTML, XML, PDF, unknown types) could run script
 * with the page's storage, where the reader's credentials live, so its blob is handed out as
 * `application/octet-stream`: opening it downloads it.
 */
const SAFE_INLINE_TYPE =
  /^(?:image\/(?:png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+)$/

/** The media type of a Content-Type value, lower case and without parameters: `image/svg+xml`. */
function essence(contentType: string): string {
  return (contentType.split(';', 1)[0] ?? '').trim().toLowerCase()
}

/**
 * Whether a file of this Content-Type may be shown inline (an `<img>`, `<audio>` or `<video>`, or its blob opened
 * in a tab). Script-capable types such as `image/svg+xml` and `text/html` are download-only.
 */
export function isSafeInlineType(contentType: string): boolean {
  return SAFE_INLINE_TYPE.test(essence(contentType))
}

/** The blob to hand out for a file response: as it is when it is safe inline, else as `application/octet-stream`. */
export function downloadSafeBlob(blob: Blob, contentType: string): Blob {
  return isSafeInlineType(contentType) ? blob : new Blob([blob], { type: 'application/octet-stream' })
}
