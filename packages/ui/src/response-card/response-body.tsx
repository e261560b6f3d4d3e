import type { ResponseResult } from '@api-explorer/model'
import { isSafeInlineType } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { JsonView } from '../code/json-view.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** The body of a response by its kind: a foldable JSON tree, text, or a file preview. */
export function ResponseBody({ result }: { result: ResponseResult }): ReactNode {
  switch (result.type) {
    case 'json':
      return <JsonView value={result.response.body} />
    case 'string':
    case 'stream':
      return <pre className="ax-Code ax-ResponseBody">{result.response.body}</pre>
    case 'file':
      return <FilePreview url={result.response.body} contentType={result.contentType} />
    default:
      result satisfies never
      return null
  }
}

/**
 * An inline preview of a file the browser can show without running anything (raster images, audio, video);
 * script-capable files (SVG, HTML, XML, …) are only offered for download, their blob typed
 * `application/octet-stream` by the proxy client.
 */
function FilePreview({ url, contentType }: { url: string; contentType: string }): ReactNode {
  const uiText = useMessages()
  if (!isSafeInlineType(contentType)) {
    return <p className="ax-Muted">{uiText.filePreviewUnsupported(contentType)}</p>
  }
  if (contentType.startsWith('image/')) {
    return <img className="ax-FilePreview" src={url} alt="" />
  }
  if (contentType.startsWith('audio/')) {
    return <audio className="ax-FilePreview" src={url} controls />
  }
  if (contentType.startsWith('video/')) {
    return <video className="ax-FilePreview" src={url} controls />
  }
  return <p className="ax-Muted">{uiText.filePreviewUnsupported(contentType)}</p>
}
