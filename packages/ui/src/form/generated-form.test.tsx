import type { EndpointFormStore } from '@api-explorer/form-state'
import { createEndpointFormStore } from '@api-explorer/form-state'
import { FormStoreProvider } from '@api-explorer/react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { BodySection } from '../endpoint-playground/body-section.js'
import { formDefinition } from '../../test/form-definition.js'
import { FieldIdScope } from './field-ids.js'

const definition = formDefinition('http://127.0.0.1:9')

function renderForm(endpointId = 'createThing'): EndpointFormStore {
  const store = createEndpointFormStore({ definition, endpointId })
  const endpoint = definition.endpoints[endpointId]
  if (endpoint == null) throw new Error(endpointId)
  render(
    <FormStoreProvider store={store}>
      <FieldIdScope>
        <BodySection endpoint={endpoint} />
      </FieldIdScope>
    </FormStoreProvider>,
  )
  return store
}

const body = (store: EndpointFormStore): Record<string, unknown> =>
  (store.getState().formState.body as { value: Record<string, unknown> }).value

describe('the generated form', () => {
  it('shows required properties and keeps optional ones behind the menu, which can add them all', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    const section = screen.getByRole('region', { name: 'Body Parameters' })
    expect(within(section).getByRole('textbox', { name: 'title' })).toBeDefined()
    expect(within(section).queryByRole('textbox', { name: 'note' })).toBeNull()
    expect(within(section).queryByRole('button', { name: 'Remove title' })).toBeNull()

    await user.click(within(section).getByRole('button', { name: '6 more optional properties' }))
    await user.click(screen.getByRole('menuitem', { name: 'Add all optional properties' }))
    expect(within(section).getByRole('textbox', { name: 'note' })).toBeDefined()
    expect(Object.keys(body(store))).toEqual(expect.arrayContaining(['tags', 'labels', 'scores', 'note']))

    await user.click(within(section).getByRole('button', { name: 'Remove note' }))
    expect(within(section).queryByRole('textbox', { name: 'note' })).toBeNull()
    expect(body(store)).not.toHaveProperty('note')
    // The body's menu, and the one inside `address` for its `zip`.
    expect(within(section).getAllByRole('button', { name: '1 more optional property' })).toHaveLength(2)
  })

  it('says why a value is not valid at the field while the reader types', async () => {
    const user = userEvent.setup()
    renderForm()
    const count = screen.getByRole('textbox', { name: 'count' })
    await user.clear(count)
    await user.type(count, '10')
    expect(count.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Must be at most 9')).toBeDefined()
    await user.clear(count)
    await user.type(count, '1.5')
    expect(screen.getByText(/whole number/)).toBeDefined()

    const title = screen.getByRole('textbox', { name: 'title' })
    await user.type(title, 'toolong')
    expect(screen.getByText('Must be at most 5 characters long')).toBeDefined()
  })

  it('keeps a uint64 exactly as typed', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    const big = screen.getByRole('textbox', { name: 'big' })
    await user.clear(big)
    await user.type(big, '18446744073709551615')
    expect(body(store)['big']).toBe('18446744073709551615')
    expect(big.getAttribute('aria-invalid')).toBeNull()
  })

  it('masks passwords behind a show toggle and generates an idempotency key', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    const secret = screen.getByLabelText('secret')
    expect(secret.getAttribute('type')).toBe('password')
    await user.click(screen.getByRole('button', { name: 'Show secret' }))
    expect(secret.getAttribute('type')).toBe('text')

    await user.click(screen.getByRole('button', { name: 'Generate a random UUID for idempotency_key' }))
    expect(body(store)['idempotency_key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it('shows a literal read-only and a boolean as a switch', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    expect((screen.getByRole('textbox', { name: 'kind' }) as HTMLInputElement).readOnly).toBe(true)
    await user.click(screen.getByRole('switch', { name: 'active' }))
    expect(body(store)['active']).toBe(true)
  })

  it('adds, counts and removes list items, and flags a repeated set item at its row', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    await user.click(screen.getByRole('button', { name: '6 more optional properties' }))
    await user.click(screen.getByRole('menuitem', { name: /^tags/ }))
    const tags = screen.getByRole('group', { name: 'tags' })
    await user.click(within(tags).getByRole('button', { name: 'Add an item to tags' }))
    await user.click(within(tags).getByRole('button', { name: 'Add an item to tags' }))
    expect(within(tags).getByText('(2 items)')).toBeDefined()
    await user.type(within(tags).getByRole('textbox', { name: 'tags[1]' }), 'b')
    await user.click(within(tags).getByRole('button', { name: 'Remove tags[0]' }))
    expect(body(store)['tags']).toEqual(['b'])
    expect(within(tags).getByText('(1 item)')).toBeDefined()

    await user.click(screen.getByRole('button', { name: '5 more optional properties' }))
    await user.click(screen.getByRole('menuitem', { name: /^labels/ }))
    const labels = screen.getByRole('group', { name: 'labels' })
    await user.click(within(labels).getByRole('button', { name: 'Add an item to labels' }))
    await user.click(within(labels).getByRole('button', { name: 'Add an item to labels' }))
    expect(within(labels).getByText('This value is already in the set')).toBeDefined()
  })

  it('edits map entries and refuses a key another entry has', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    act(() => store.getState().addValue(['body', 'value', 'scores']))
    const scores = screen.getByRole('group', { name: 'scores' })
    await user.click(within(scores).getByRole('button', { name: 'Add an entry to scores' }))
    const firstKey = within(scores).getByRole('textbox', { name: 'Key of scores[1]' })
    await user.type(firstKey, 'ada')
    await user.click(within(scores).getByRole('button', { name: 'Add an entry to scores' }))
    const secondKey = within(scores).getByRole('textbox', { name: 'Key of scores[2]' })
    await user.clear(secondKey)
    await user.type(secondKey, 'ada')
    expect(within(scores).getByText('The key "ada" is already used')).toBeDefined()
    expect(store.getState().errors.some((error) => error.message === 'The key "ada" is already used')).toBe(
      true,
    )
    await user.type(secondKey, '2')
    expect(Object.keys(body(store)['scores'] as object)).toEqual(['ada', 'ada2'])
    expect(within(scores).queryByText(/already used/)).toBeNull()
  })

  it('switches union variants with tabs under 5 variants, keeping shared values', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    const pet = screen.getByRole('group', { name: 'pet' })
    const tabs = within(pet).getByRole('tablist', { name: 'Variant of pet' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Cat', 'Dog', 'fish'])
    await user.type(within(pet).getByRole('textbox', { name: 'name' }), 'Rex')
    await user.click(within(tabs).getByRole('tab', { name: 'Dog' }))
    expect(body(store)['pet']).toEqual({ kind: 'dog', name: 'Rex', good: false })
    expect(within(pet).getByRole('switch', { name: 'good' })).toBeDefined()
  })

  it('picks among 5 or more variants from a dropdown', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    const choice = screen.getByRole('group', { name: 'choice' })
    expect(within(choice).queryByRole('tablist')).toBeNull()
    await user.click(within(choice).getByRole('combobox', { name: 'Variant of choice' }))
    await user.click(screen.getByRole('option', { name: 'Option 2' }))
    expect(body(store)['choice']).toBe(0)

    // Option 3 is text like Option 1: the reader's pick holds while the value fits it...
    await user.click(within(choice).getByRole('combobox', { name: 'Variant of choice' }))
    await user.click(screen.getByRole('option', { name: 'Option 3' }))
    expect(within(choice).getByRole('combobox', { name: 'Variant of choice' }).textContent).toContain(
      'Option 3',
    )
    // ...and gives way when the value changes kind from outside (Use example, Clear form).
    act(() => store.getState().setValue(['body', 'value', 'choice'], 7))
    expect(within(choice).getByRole('combobox', { name: 'Variant of choice' }).textContent).toContain(
      'Option 2',
    )
  })

  it('folds a recursive property until the reader opens it', async () => {
    const user = userEvent.setup()
    renderForm()
    const tree = screen.getByRole('group', { name: 'tree' })
    await user.click(within(tree).getByRole('button', { name: '2 more optional properties' }))
    await user.click(screen.getByRole('menuitem', { name: /^parent/ }))
    const parent = within(tree).getByRole('group', { name: 'parent' })
    expect(within(parent).queryByRole('textbox', { name: 'name' })).toBeNull()
    await user.click(within(parent).getByRole('button', { name: 'Show parent' }))
    expect(within(parent).getByRole('textbox', { name: 'name' })).toBeDefined()
  })

  it('offers an explicit null for a nullable value', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    act(() => store.getState().addValue(['body', 'value', 'nickname']))
    await user.click(screen.getByRole('checkbox', { name: 'Set nickname to null' }))
    expect(body(store)['nickname']).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Set nickname to null' }))
    expect(body(store)['nickname']).toBe('')
  })

  it('reports JSON that does not parse without putting it in the form', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    act(() => store.getState().setValue(['body', 'value', 'extra'], { a: 1 }))
    const extra = screen.getByRole('textbox', { name: 'extra' })
    await user.clear(extra)
    await user.type(extra, '{{"a": 2')
    expect(screen.getByText(/^Not valid JSON/)).toBeDefined()
    expect(body(store)['extra']).toEqual({ a: 1 })
    expect(store.getState().errors.some((error) => error.message.startsWith('Not valid JSON'))).toBe(true)
  })

  it("keeps a map entry's refused key with that entry when an entry above it is removed", async () => {
    const user = userEvent.setup()
    const store = renderForm()
    act(() => store.getState().setValue(['body', 'value', 'scores'], { a: 1, b: 2, c: 3 }))
    const scores = screen.getByRole('group', { name: 'scores' })
    const secondKey = within(scores).getByRole('textbox', { name: 'Key of scores[2]' })
    await user.clear(secondKey)
    await user.type(secondKey, 'c')
    expect(within(scores).getByText('The key "c" is already used')).toBeDefined()
    await user.click(within(scores).getByRole('button', { name: 'Remove scores[1]' }))
    expect(Object.keys(body(store)['scores'] as object)).toEqual(['', 'c'])
    expect(
      within(scores)
        .getAllByRole('textbox', { name: /^Key of/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['', 'c'])
    // The entry `c` was never refused: no message at its row, none in the form.
    expect(within(scores).queryByText(/already used/)).toBeNull()
    expect(store.getState().errors.some((error) => /already used/.test(error.message))).toBe(false)
  })

  it('holds a union pick whose blank value breaks one of its rules', async () => {
    const user = userEvent.setup()
    const store = renderForm('lookup')
    const tabs = screen.getByRole('tablist', { name: 'Variant of ref' })
    await user.click(within(tabs).getByRole('tab', { name: 'Code' }))
    expect(within(tabs).getByRole('tab', { name: 'Code' }).getAttribute('aria-selected')).toBe('true')
    await user.type(screen.getByRole('textbox', { name: 'ref' }), 'ab')
    expect(within(tabs).getByRole('tab', { name: 'Code' }).getAttribute('aria-selected')).toBe('true')
    expect(body(store)['ref']).toBe('ab')
  })

  it('keeps every file of a multi-file field when two picks are read at once', async () => {
    const store = renderForm('upload')
    const docs = screen.getByLabelText('docs')
    fireEvent.change(docs, { target: { files: [new File(['a'], 'a.txt', { type: 'text/plain' })] } })
    fireEvent.change(docs, { target: { files: [new File(['bb'], 'b.txt', { type: 'text/plain' })] } })
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    const entry = body(store)['docs'] as { value: { name: string }[] }
    expect(entry.value.map((file) => file.name).sort()).toEqual(['a.txt', 'b.txt'])

    // Removing a file keeps the focus in the field.
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Remove file a.txt' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove file b.txt' }))
    await user.click(screen.getByRole('button', { name: 'Remove file b.txt' }))
    expect(document.activeElement).toBe(docs)
  })

  it('keeps the focus in the form when a row is removed', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    await user.click(screen.getByRole('button', { name: '6 more optional properties' }))
    await user.click(screen.getByRole('menuitem', { name: /^note/ }))
    await user.click(screen.getByRole('button', { name: 'Remove note' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '6 more optional properties' }))

    act(() => store.getState().setValue(['body', 'value', 'tags'], ['a', 'b']))
    const tags = screen.getByRole('group', { name: 'tags' })
    await user.click(within(tags).getByRole('button', { name: 'Remove tags[1]' }))
    expect(document.activeElement).toBe(within(tags).getByRole('button', { name: 'Remove tags[0]' }))
    await user.click(within(tags).getByRole('button', { name: 'Remove tags[0]' }))
    expect(document.activeElement).toBe(within(tags).getByRole('button', { name: 'Add an item to tags' }))

    act(() => store.getState().setValue(['body', 'value', 'scores'], { a: 1 }))
    const scores = screen.getByRole('group', { name: 'scores' })
    await user.click(within(scores).getByRole('button', { name: 'Remove scores[1]' }))
    expect(document.activeElement).toBe(
      within(scores).getByRole('button', { name: 'Add an entry to scores' }),
    )
  })

  it('drops JSON that does not parse when the form is cleared, even if the value stays the same', async () => {
    const user = userEvent.setup()
    const store = renderForm('lookup')
    const meta = screen.getByRole('textbox', { name: 'meta' }) as HTMLTextAreaElement
    const before = meta.value
    await user.type(meta, '{{')
    expect(screen.getByText(/Not valid JSON/)).toBeDefined()
    act(() => store.getState().clear())
    expect(meta.value).toBe(before)
    expect(screen.queryByText(/Not valid JSON/)).toBeNull()
    expect(store.getState().errors.some((error) => error.message.startsWith('Not valid JSON'))).toBe(false)
  })

  it('drops a refused map key when the form is replaced with the same keys', async () => {
    const user = userEvent.setup()
    const store = renderForm()
    const example = { ...body(store), scores: { a: 1, b: 2 } }
    act(() => store.getState().setValue(['body', 'value'], example))
    const scores = screen.getByRole('group', { name: 'scores' })
    const secondKey = within(scores).getByRole('textbox', { name: 'Key of scores[2]' })
    await user.clear(secondKey)
    await user.type(secondKey, 'a')
    expect(within(scores).getByText('The key "a" is already used')).toBeDefined()
    // "Use example" and "Clear form" replace the whole form and count a reset; here with the same keys.
    const replaced = structuredClone(store.getState().formState)
    act(() => store.setState({ formState: replaced, resets: store.getState().resets + 1 }))
    expect((secondKey as HTMLInputElement).value).toBe('')
    expect(within(scores).queryByText(/already used/)).toBeNull()
  })

  it('titles an OpenRPC method\'s parameters "Parameters"', () => {
    renderForm('rpcAdd')
    expect(screen.getByRole('region', { name: 'Parameters' })).toBeDefined()
  })
})
