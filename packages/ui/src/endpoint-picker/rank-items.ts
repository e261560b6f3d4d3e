import type { ExplorerItem } from '@api-explorer/model'
import { matchSorter, rankings } from 'match-sorter'
import { searchText } from './search-text.js'

/**
 * Orders the items that matched every word of a query: an exact title, then a title that starts with the query,
 * then word starts, then anywhere, then acronyms (match-sorter's ranking); items the whole query does not match
 * (words in another order) come last, each rank in definition order.
 */
export function rankItems(matching: readonly ExplorerItem[], query: string): ExplorerItem[] {
  return matchSorter(matching, query, {
    keys: [(item) => searchText(item)],
    threshold: rankings.NO_MATCH,
    baseSort: (a, b) => a.index - b.index,
  })
}
