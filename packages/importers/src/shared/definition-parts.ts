import { slugify, type SubpackageMetadata, type SubpackageId } from '@api-explorer/model'

import { emptyRecord, objectOr, textOr } from './guards.js'

/** A definition's id and name: the id asked for, else a slug of `info.title` (else `api`); the title as name. */
export function definitionIdentity(info: unknown, id: string | undefined): { id: string; apiName?: string } {
  const title = textOr(objectOr(info)['title'])
  return {
    id: id ?? (slugify(title ?? '') || 'api'),
    ...(title === undefined ? {} : { apiName: title }),
  }
}

/**
 * The subpackages of a definition, one per tag, in the order tags are declared or first used. Tags come from
 * the document (`constructor`, `__proto__`), so the record has no prototype to find them in.
 */
export class TagSubpackages {
  readonly record: Record<SubpackageId, SubpackageMetadata> = emptyRecord<SubpackageMetadata>()

  /** The subpackage id of a tag, creating `{id: tag, name: tag}` on first use. */
  readonly namespaceOf = (tag: string): SubpackageId => {
    this.record[tag] ??= { id: tag, name: tag }
    return tag
  }
}
