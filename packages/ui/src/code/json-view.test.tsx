import { JsonNumber, stringifyJson } from '@api-explorer/model'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { JsonView } from './json-view.js'

/** The body's element, once the tree has replaced the plain text (its root gets a fold button). */
async function tree(): Promise<HTMLElement> {
  await screen.findByRole('button', { name: /^Response body, / })
  return screen.getByLabelText('Response body')
}

describe('JsonView', () => {
  it('shows the body as its JSON text, plain at first, then as coloured tokens', async () => {
    const body = { name: 'Ada <b>Lovelace</b>', id: 7, ok: true, none: null, tags: [], nested: { a: [1, 2] } }
    render(<JsonView value={body} />)
    expect(screen.getByLabelText('Response body').textContent).toBe(JSON.stringify(body, null, 2))
    const element = await tree()
    expect(element.textContent).toBe(JSON.stringify(body, null, 2))
    const texts = (kind: string): string[] =>
      [...element.querySelectorAll(`.hljs-${kind}`)].map((token) => token.textContent ?? '')
    expect(texts('attr')).toEqual(['"name"', '"id"', '"ok"', '"none"', '"tags"', '"nested"', '"a"'])
    expect(texts('string')).toEqual(['"Ada <b>Lovelace</b>"'])
    expect(texts('number')).toEqual(['7', '1', '2'])
    expect(texts('literal')).toEqual(['true', 'null'])
    expect(element.querySelector('b')).toBeNull()
  })

  it('keeps big integers and long decimals exact', async () => {
    const body = {
      id: new JsonNumber('18446744073709551615'),
      balance: new JsonNumber('-9223372036854775808'),
      rate: new JsonNumber('0.1000000000000000055511151231257827'),
      list: [new JsonNumber('123456789012345678901234567890')],
    }
    render(<JsonView value={body} />)
    const element = await tree()
    expect(element.textContent).toBe(stringifyJson(body, 2))
    const numbers = [...element.querySelectorAll('.hljs-number')].map((token) => token.textContent)
    expect(numbers).toEqual([
      '18446744073709551615',
      '-9223372036854775808',
      '0.1000000000000000055511151231257827',
      '123456789012345678901234567890',
    ])
  })

  it('folds and unfolds an object with the keyboard, showing its size while folded', async () => {
    const user = userEvent.setup()
    render(<JsonView value={{ user: { name: 'Ada', address: { city: 'London', zip: 'N1' } } }} />)
    const element = await tree()
    const fold = screen.getByRole('button', { name: 'user.address, 2 keys' })
    expect(fold.getAttribute('aria-expanded')).toBe('true')

    await user.tab()
    expect(document.activeElement).toBe(element)
    await user.tab()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(fold)
    await user.keyboard('{Enter}')
    expect(fold.getAttribute('aria-expanded')).toBe('false')
    expect(element.textContent).toContain('"address": {…} 2 keys\n')
    expect(element.textContent).not.toContain('London')

    await user.keyboard(' ')
    expect(fold.getAttribute('aria-expanded')).toBe('true')
    expect(element.textContent).toContain('"city": "London"')
  })

  it('starts a large body folded below its top', async () => {
    const body = {
      data: Array.from({ length: 300 }, (_, index) => ({ id: index, name: `user ${index}` })),
      meta: { total: 300 },
    }
    render(<JsonView value={body} />)
    const element = await tree()
    expect(screen.getByRole('button', { name: 'data, 300 items' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('button', { name: 'meta, 1 key' }).getAttribute('aria-expanded')).toBe('true')
    const first = screen.getByRole('button', { name: 'data[0], 2 keys' })
    expect(first.getAttribute('aria-expanded')).toBe('false')
    expect(element.textContent).toContain('    {…} 2 keys,\n')
    expect(element.textContent).not.toContain('user 0')
  })

  it('shows a long array 100 items at a time', async () => {
    const user = userEvent.setup()
    render(<JsonView value={Array.from({ length: 250 }, (_, index) => index)} />)
    const element = await tree()
    const items = (): string[] =>
      [...element.querySelectorAll('.hljs-number')].map((n) => n.textContent ?? '')
    expect(items()).toHaveLength(100)
    expect(within(element).getByText('100 of 250 shown')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Show 100 more items of Response body' }))
    expect(items()).toHaveLength(200)
    const last = screen.getByRole('button', { name: 'Show 50 more items of Response body' })
    last.focus()
    await user.keyboard('{Enter}')
    expect(items()).toEqual(Array.from({ length: 250 }, (_, index) => String(index)))
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull()
    // The button went away: the focus is on the array's fold button, not lost to the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Response body, 250 items' }))
    expect(element.textContent).toBe(
      JSON.stringify(
        Array.from({ length: 250 }, (_, index) => index),
        null,
        2,
      ),
    )
  })

  it('gives each new body its own folds', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<JsonView value={{ a: { b: 1 } }} />)
    await tree()
    await user.click(screen.getByRole('button', { name: 'a, 1 key' }))
    expect(screen.getByRole('button', { name: 'a, 1 key' }).getAttribute('aria-expanded')).toBe('false')
    rerender(<JsonView value={{ a: { b: 2 } }} />)
    expect(screen.getByRole('button', { name: 'a, 1 key' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByLabelText('Response body').textContent).toContain('"b": 2')
  })
})
