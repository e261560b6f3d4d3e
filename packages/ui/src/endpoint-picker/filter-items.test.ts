import type { ExplorerItem } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { filterItems, itemBadge } from './filter-items.js'
import { rankItems } from './rank-items.js'

const item = (overrides: Partial<ExplorerItem>): ExplorerItem => ({
  id: 'x',
  kind: 'endpoint',
  slug: 'x',
  breadcrumb: [],
  title: 'X',
  method: 'GET',
  path: '/x',
  isStream: false,
  ...overrides,
})

const items = [
  item({ slug: 'users/list', title: 'List users', breadcrumb: ['Users'] }),
  item({ slug: 'health', title: 'Health' }),
  item({ slug: 'users/create', title: 'Create user', breadcrumb: ['Users'], method: 'POST' }),
  item({ slug: 'chat', title: 'Chat', kind: 'websocket', breadcrumb: ['Realtime'] }),
]

describe('filterItems', () => {
  it('keeps the definition order of the matches until the ranking has loaded', () => {
    expect(filterItems(items, 'user').flatMap((group) => group.items.map((entry) => entry.slug))).toEqual([
      'users/list',
      'users/create',
    ])
  })

  it('groups by breadcrumb in first-seen order', () => {
    expect(
      filterItems(items, '', rankItems).map((group) => [
        group.breadcrumb,
        group.items.map((entry) => entry.slug),
      ]),
    ).toEqual([
      ['Users', ['users/list', 'users/create']],
      ['', ['health']],
      ['Realtime', ['chat']],
    ])
  })

  it('matches every word against breadcrumb, title and method, or websocket for channels', () => {
    expect(
      filterItems(items, 'users post', rankItems).flatMap((group) => group.items.map((entry) => entry.slug)),
    ).toEqual(['users/create'])
    expect(
      filterItems(items, 'WEBSOCKET', rankItems).flatMap((group) => group.items.map((entry) => entry.slug)),
    ).toEqual(['chat'])
    expect(filterItems(items, 'nothing', rankItems)).toEqual([])
  })
})

describe('itemBadge', () => {
  it('shows the method, STREAM for streams and WSS for channels', () => {
    expect(itemBadge(items[2]!)).toBe('POST')
    expect(itemBadge(item({ isStream: true }))).toBe('STREAM')
    expect(itemBadge(items[3]!)).toBe('WSS')
  })
})

describe('filterItems ranking', () => {
  const many = [
    item({ slug: 'a', title: 'Delete a customer', breadcrumb: ['Customers'], method: 'DELETE' }),
    item({ slug: 'b', title: 'List customers', breadcrumb: ['Customers'] }),
    item({ slug: 'c', title: 'Customer', breadcrumb: ['Billing'] }),
    item({ slug: 'd', title: 'Create a customer session', breadcrumb: ['Sessions'], method: 'POST' }),
  ]

  it('puts the best match first, and its group first', () => {
    const groups = filterItems(many, 'customer', rankItems)
    expect(groups.map((group) => group.breadcrumb)).toEqual(['Billing', 'Customers', 'Sessions'])
    expect(groups[0]?.items.map((entry) => entry.slug)).toEqual(['c'])
  })

  it('still requires every word, in any order', () => {
    const slugs = filterItems(many, 'session customer', rankItems).flatMap((group) =>
      group.items.map((entry) => entry.slug),
    )
    expect(slugs).toEqual(['d'])
  })
})
