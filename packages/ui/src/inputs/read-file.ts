import type { FileValue } from '@api-explorer/model'

/** Reads a picked file into a serialisable {@link FileValue} (its bytes as a `data:` URL). */
export function readFileValue(file: File): Promise<FileValue> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      resolve({
        name: file.name,
        lastModified: file.lastModified,
        size: file.size,
        type: file.type,
        dataUrl: String(reader.result),
        // Set by the browser for files picked with a folder (`webkitdirectory`); empty otherwise.
        ...(file.webkitRelativePath === '' ? {} : { relativePath: file.webkitRelativePath }),
      })
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`))
    reader.readAsDataURL(file)
  })
}
