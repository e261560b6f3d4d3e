import type { FileValue, FormDataField, HttpRequestBodyShape } from '@api-explorer/model'
import { copyRecord, isRecord, setOwnEntry } from './form-path.js'
import type { EndpointBodyState, FormDataEntryState } from './form-state.js'

/** Whether a value is a {@link FileValue}: a name, a size, a last-modified time, a type and a `data:` URL. */
export function isFileValue(value: unknown): value is FileValue {
  return (
    isRecord(value) &&
    typeof value['name'] === 'string' &&
    typeof value['size'] === 'number' &&
    typeof value['lastModified'] === 'number' &&
    typeof value['type'] === 'string' &&
    typeof value['dataUrl'] === 'string' &&
    value['dataUrl'].startsWith('data:') &&
    (value['relativePath'] === undefined || typeof value['relativePath'] === 'string')
  )
}

/**
 * The files of a list, without non-files and without repeats: two files are the same when their relative path,
 * name and size are (files picked without a folder have no relative path and count as being at the top). The
 * first of each repeat is kept.
 */
export function dedupeFiles(files: readonly unknown[]): FileValue[] {
  const seen = new Set<string>()
  const kept: FileValue[] = []
  for (const file of files) {
    if (!isFileValue(file)) {
      continue
    }
    const key = JSON.stringify([file.relativePath ?? '', file.name, file.size])
    if (!seen.has(key)) {
      seen.add(key)
      kept.push(file)
    }
  }
  return kept
}

/**
 * A multipart entry as its field accepts it: a file field keeps only a file (anything else is discarded, leaving
 * an empty slot), a multi-file field only a de-duplicated list of files. Other entries are kept as they are.
 */
export function normalizeEntry(field: FormDataField | undefined, entry: unknown): FormDataEntryState {
  if (field?.type === 'file') {
    const file = isRecord(entry) && entry['type'] === 'file' ? entry['value'] : undefined
    return isFileValue(file) ? { type: 'file', value: file } : { type: 'file' }
  }
  if (field?.type === 'files') {
    const files = isRecord(entry) && Array.isArray(entry['value']) ? entry['value'] : []
    return { type: 'fileArray', value: dedupeFiles(files) }
  }
  if (!isRecord(entry)) {
    return { type: 'json', value: entry }
  }
  switch (entry['type']) {
    case 'file':
      return isFileValue(entry['value']) ? { type: 'file', value: entry['value'] } : { type: 'file' }
    case 'fileArray':
      return { type: 'fileArray', value: dedupeFiles(Array.isArray(entry['value']) ? entry['value'] : []) }
    case 'exploded':
      return { type: 'exploded', value: Array.isArray(entry['value']) ? entry['value'] : [entry['value']] }
    case 'json':
      return { type: 'json', value: entry['value'] }
    default:
      return { type: 'json', value: entry }
  }
}

/**
 * A body as the request shape accepts it: multipart entries normalized field by field (see
 * {@link normalizeEntry}); a raw file body keeps only a file. A body of another kind than the shape's is
 * returned unchanged.
 */
export function normalizeBody(
  shape: HttpRequestBodyShape | undefined,
  body: EndpointBodyState | undefined,
): EndpointBodyState | undefined {
  if (body == null) {
    return body
  }
  if (body.type === 'octet-stream') {
    return isFileValue(body.value) ? body : { type: 'octet-stream' }
  }
  if (body.type !== 'form-data') {
    return body
  }
  const fields = shape?.type === 'formData' ? shape.fields : []
  const value = isRecord(body.value) ? copyRecord(body.value) : {}
  for (const [key, entry] of Object.entries(value)) {
    const field = fields.find((candidate) => candidate.key === key)
    setOwnEntry(value, key, normalizeEntry(field, entry))
  }
  return { type: 'form-data', value: value as Record<string, FormDataEntryState> }
}
