import type { FormPath } from '@api-explorer/react'
import { getFormValue } from '@api-explorer/react'
import type { FileValue } from '@api-explorer/model'
import { FileText, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { lazy, Suspense, useState } from 'react'
import { readFileValue } from '../inputs/read-file.js'
import { formatBytes } from '../messages.js'
import { errorIdOf, useIsInvalid } from './field-errors.js'
import { describedByProps } from './field-input-props.js'
import { lastOf, removeKeepingFocus } from './keep-focus.js'
import { useFormStoreApi, useFormValue } from './use-form.js'
import { useMessages } from '../api-explorer/explorer-context.js'

// The recorder (MediaRecorder, Web Audio) loads only when an audio field shows: most forms have none.
const AudioRecorderControl = lazy(() =>
  import('./audio/audio-recorder-control.js').then((module) => ({ default: module.AudioRecorderControl })),
)

/** Props of {@link FileField}. */
export type FileFieldProps = {
  /** Where the file (or, with `multiple`, the list of files) sits in the form. */
  path: FormPath
  inputId: string
  label: string
  multiple: boolean
  /** The accepted content types, from the definition. */
  contentType?: string | string[] | undefined
  describedBy?: string | undefined
}

/**
 * A file picker. A multi-file field accumulates picks (the form drops duplicates by relative path, name and
 * size) and every file can be removed; a single file is replaced by the next pick. Each chosen file shows its
 * name and size. An audio field also gets the recorder, whose recording lands in the field.
 */
export function FileField({
  path,
  inputId,
  label,
  multiple,
  contentType,
  describedBy,
}: FileFieldProps): ReactNode {
  const uiText = useMessages()
  const value = useFormValue(path)
  const store = useFormStoreApi()
  const invalid = useIsInvalid(path)
  const [readError, setReadError] = useState<string | undefined>()
  const files: FileValue[] = multiple
    ? Array.isArray(value)
      ? (value as FileValue[])
      : []
    : value != null && typeof value === 'object'
      ? [value as FileValue]
      : []
  const accept = contentType == null ? undefined : [contentType].flat().join(',')
  const isAudio = [contentType ?? []].flat().some((type) => type.toLowerCase().startsWith('audio/'))
  const add = (picked: readonly FileValue[]): void => {
    if (picked.length === 0) return
    // Reading takes a while: add to the files the field holds now, not to those it held at the pick.
    const state = store.getState()
    const latest = getFormValue(state.formState, path)
    state.setValue(path, multiple ? [...(Array.isArray(latest) ? latest : []), ...picked] : picked[0])
  }
  return (
    <div className="ax-FileField">
      <div className="ax-InputGroup">
        <input
          id={inputId}
          className="ax-FileField-input"
          type="file"
          multiple={multiple}
          accept={accept}
          {...describedByProps(describedBy, invalid ? errorIdOf(inputId) : undefined)}
          onChange={(event) => {
            const input = event.currentTarget
            const picked = [...(input.files ?? [])]
            setReadError(undefined)
            Promise.all(picked.map(readFileValue)).then(
              (values) => {
                add(values)
                // Let the same file be picked again after it was removed.
                input.value = ''
              },
              (error: unknown) => setReadError(String(error instanceof Error ? error.message : error)),
            )
          }}
        />
      </div>
      {isAudio ? (
        <Suspense fallback={null}>
          <AudioRecorderControl label={label} onRecorded={(file) => add([file])} />
        </Suspense>
      ) : null}
      {readError == null ? null : (
        <p className="ax-FieldError" role="alert">
          {readError}
        </p>
      )}
      {files.length === 0 ? (
        <p className="ax-Muted ax-Small">{uiText.noFileChosen}</p>
      ) : (
        <ul className="ax-FileList" aria-label={label}>
          {files.map((file, index) => (
            <li
              key={`${file.relativePath ?? ''}/${file.name}/${file.size}/${index}`}
              className="ax-FileList-item"
            >
              <FileText aria-hidden size={14} />
              <span className="ax-FileList-name">{file.relativePath ?? file.name}</span>
              <span className="ax-Muted">{formatBytes(file.size)}</span>
              <button
                type="button"
                className="ax-IconButton"
                aria-label={uiText.removeFile(file.name)}
                onClick={(event) =>
                  removeKeepingFocus(
                    event.currentTarget,
                    '.ax-FileField',
                    () => store.getState().removeValue(multiple ? [...path, index] : path),
                    (field) =>
                      field.querySelector(`:scope > .ax-FileList > li:nth-child(${index + 1}) button`) ??
                      lastOf(field, ':scope > .ax-FileList > li button') ??
                      field.querySelector('input[type="file"]'),
                  )
                }
              >
                <X aria-hidden size={13} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
