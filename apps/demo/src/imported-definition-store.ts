/**
 * Keeps the text of the definition a reader imported, so a reload shows the same API again. IndexedDB rather
 * than localStorage: specs run to several megabytes (Kubernetes is ~4 MB of JSON), beyond localStorage's
 * ~5 MB of UTF-16 per origin, and IndexedDB writes off the main thread. The text is kept rather than the
 * imported model, so a reload imports it with the current importer and its diagnostics are shown again.
 */

/** A definition file as the reader imported it. */
export type StoredDefinition = { name: string; text: string }

const DATABASE = 'api-explorer-demo'
const STORE = 'imported-definition'
const KEY = 'current'

/** Why the imported definition could not be kept or read back; the message says so in the reader's terms. */
class DefinitionStorageError extends Error {
  override name = 'DefinitionStorageError'
}

/** The definition kept from an earlier visit, if any. */
export async function loadStoredDefinition(): Promise<StoredDefinition | undefined> {
  const value = await run(
    'readonly',
    (store) => store.get(KEY),
    'read the definition kept from your last visit',
  )
  if (value == null) return undefined
  const { name, text } = value as Partial<StoredDefinition>
  if (typeof name !== 'string' || typeof text !== 'string') {
    // Written by another version of the demo: nothing usable in it.
    await forgetStoredDefinition()
    return undefined
  }
  return { name, text }
}

/** Keeps the definition for the next visit, replacing any kept before. */
export async function storeDefinition(definition: StoredDefinition): Promise<void> {
  await run('readwrite', (store) => store.put(definition, KEY), `keep ${definition.name} for the next visit`)
}

/** Forgets the kept definition ("Back to the sample API"). */
export async function forgetStoredDefinition(): Promise<void> {
  await run('readwrite', (store) => store.delete(KEY), 'forget the imported definition')
}

/** Runs one request in its own transaction and resolves when the transaction has committed. */
async function run(
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest,
  what: string,
): Promise<unknown> {
  const database = await open(what)
  try {
    return await new Promise<unknown>((resolve, reject) => {
      let transaction: IDBTransaction
      let pending: IDBRequest
      try {
        transaction = database.transaction(STORE, mode)
        pending = request(transaction.objectStore(STORE))
      } catch (error) {
        // E.g. a value the browser cannot clone, or a database closed under us.
        reject(storageError(what, error))
        return
      }
      transaction.oncomplete = () => resolve(pending.result)
      // A full disk or an exceeded quota aborts the transaction with a QuotaExceededError.
      const fail = (): void => reject(storageError(what, transaction.error ?? pending.error))
      transaction.onabort = fail
      transaction.onerror = fail
    })
  } finally {
    database.close()
  }
}

function open(what: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest
    try {
      if (typeof indexedDB === 'undefined') throw new Error('this browser has no IndexedDB')
      request = indexedDB.open(DATABASE, 1)
    } catch (error) {
      reject(storageError(what, error))
      return
    }
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(storageError(what, request.error))
    request.onblocked = () =>
      reject(
        new DefinitionStorageError(
          `Could not ${what}: the demo is open in another tab with an older version.`,
        ),
      )
  })
}

function storageError(what: string, cause: unknown): DefinitionStorageError {
  const name = cause instanceof DOMException ? cause.name : undefined
  const reason =
    name === 'QuotaExceededError'
      ? "the browser's storage quota for this site is used up (free some space or import a smaller file)"
      : cause instanceof Error
        ? cause.message
        : 'the browser refused its storage (private browsing or a storage policy)'
  return new DefinitionStorageError(`Could not ${what}: ${reason}.`, { cause })
}
