import type { FileValue } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { UI_TEXT } from '../messages.js'
import { readFileValue } from './read-file.js'

/** Props of {@link FileInput}. */
export type FileInputProps = {
  id: string
  files: readonly FileValue[]
  multiple?: boolean
  accept?: string | undefined
  onChange: (files: FileValue[]) => void
}

/** A file picker that keeps the picked files as serialisable values and lists their names and sizes. */
export function FileInput({ id, files, multiple = false, accept, onChange }: FileInputProps): ReactNode {
  return (
    <div className="ax-FileInput">
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])]
          void Promise.all(picked.map(readFileValue)).then(onChange, (error: unknown) => console.error(error))
        }}
      />
      <span className="ax-Muted">
        {files.length === 0
          ? UI_TEXT.noFile
          : files.map((file) => `${file.name} (${file.size} B)`).join(', ')}
      </span>
    </div>
  )
}
