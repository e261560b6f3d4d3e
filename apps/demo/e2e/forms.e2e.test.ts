import { mkdir, writeFile } from 'node:fs/promises'
import { launchChromium } from '@api-explorer/browser'
import type { EchoResponse as Echo } from '@api-explorer/sample-api'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoStack } from '../scripts/demo-stack.js'
import { startDemoStack } from '../scripts/demo-stack.js'
import { axeViolations, formatViolations } from './axe.js'
import { RESULTS, SKIP_BROWSER_TESTS } from './demo-browser.js'

/**
 * The forms of the playground in a real Chromium against the kitchen-sink endpoints of the sample API: every
 * value kind filled as a reader would (keyboard, clicks, role queries), sent through the real proxy, and the
 * echo checked byte for byte. Chromium runs with its fake microphone so the audio recorder can record.
 */

const MAX_UINT64 = '18446744073709551615'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const SIZES = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const
const THEMES = ['light', 'dark'] as const

function launchWithFakeMicrophone(): Promise<Browser> {
  return launchChromium({ fakeMedia: true })
}

/** Opens the explorer on an endpoint of the kitchen sink and returns the explorer dialog. */
async function openEndpoint(page: Page, stack: DemoStack, slug: string): Promise<Locator> {
  await page.goto(`${stack.demoUrl}?explorer=kitchen-sink/${slug}`)
  const explorer = page.getByRole('dialog', { name: /API Explorer/ })
  await explorer.getByRole('button', { name: 'Send request' }).waitFor()
  return explorer
}

/** Sends the request and returns the echo the sample API answered. */
async function sendAndReadEcho(explorer: Locator): Promise<Echo> {
  const response = explorer.getByRole('region', { name: 'Response' })
  await explorer.getByRole('button', { name: 'Send request' }).click()
  return readEcho(response)
}

async function readEcho(response: Locator): Promise<Echo> {
  await response.getByText('200 OK').waitFor()
  const text = (await response.locator('pre').first().textContent()) ?? ''
  return JSON.parse(text) as Echo
}

/** A field that is a row of its own: the text box named `name` (exactly) inside `scope`. */
const textbox = (scope: Locator, name: string): Locator => scope.getByRole('textbox', { name, exact: true })
const group = (scope: Locator, name: string): Locator => scope.getByRole('group', { name, exact: true })

/** Picks `option` in the Radix Select opened by the combobox. */
async function choose(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click()
  await page.getByRole('option', { name: option }).click()
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0)
}

/** Screenshots the page in both themes; `prefix-light.png`, `prefix-dark.png`. */
async function screenshots(page: Page, prefix: string): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme })
    await page.screenshot({ path: `${RESULTS}${prefix}-${theme}.png` })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/** Opens every "N more optional properties" menu and adds them all, and opens every folded group. */
async function expandEverything(page: Page, scope: Locator): Promise<void> {
  for (let round = 0; round < 30; round++) {
    const more = scope.getByRole('button', { name: /^\d+ more optional propert(y|ies)$/ })
    const folded = scope.getByRole('button', { name: /^Show / })
    if ((await folded.count()) > 0) {
      await folded.first().click()
    } else if ((await more.count()) > 0) {
      await more.first().click()
      const addAll = page.getByRole('menuitem', { name: 'Add all optional properties' })
      await page.getByRole('menuitem').first().waitFor()
      await ((await addAll.count()) > 0 ? addAll : page.getByRole('menuitem').first()).click()
    } else {
      return
    }
  }
}

/** Scrolls each anchor to the top of its scrolling pane and screenshots the viewport, in both themes. */
async function sectionScreenshots(
  page: Page,
  prefix: string,
  anchors: Record<string, Locator>,
): Promise<string[]> {
  const paths: string[] = []
  for (const [name, anchor] of Object.entries(anchors)) {
    await anchor.evaluate((element) => element.scrollIntoView({ block: 'start' }))
    // Only the pane scrolls: the explorer's frame (header, endpoint list) stays in place.
    expect(await page.locator('.ax-Explorer').evaluate((frame) => frame.scrollTop)).toBe(0)
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme })
      const path = `${RESULTS}${prefix}-${name}-${theme}.png`
      await page.screenshot({ path })
      paths.push(path)
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  return paths
}

describe.skipIf(SKIP_BROWSER_TESTS)(
  'forms of every kind, filled in Chromium and echoed byte for byte',
  () => {
    let stack: DemoStack
    let browser: Browser
    beforeAll(async () => {
      stack = await startDemoStack({ sampleApiPort: 0, proxyPort: 0, demoPort: 0, quiet: true })
      browser = await launchWithFakeMicrophone()
      await mkdir(RESULTS, { recursive: true })
    }, 120_000)
    afterAll(async () => {
      await browser?.close()
      await stack?.close()
    })

    it('fills every JSON kind and the echo shows exactly that JSON, uint64 digit for digit', async () => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, timezoneId: 'UTC' })
      const explorer = await openEndpoint(page, stack, 'every-json-shape')
      await explorer.getByRole('button', { name: 'Clear form' }).click()
      const body = explorer.getByRole('region', { name: 'Body Parameters' })

      await body.getByRole('button', { name: /^\d+ more optional properties$/ }).click()
      await page.getByRole('menuitem', { name: 'Add all optional properties' }).click()
      await textbox(body, 'note').first().waitFor()

      // Strings with rules: a wrong value shows why at the field, then the right one.
      const title = textbox(body, 'title')
      await title.click()
      await page.keyboard.type('ab')
      await body.getByText(/Must be at least 3 characters long/).waitFor()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('Kitchen Sink 1')
      await expect.poll(() => body.getByText(/Must be at least 3 characters/).count()).toBe(0)

      const password = body.getByLabel('password', { exact: true })
      await password.fill('correct horse battery staple')
      expect(await password.getAttribute('type')).toBe('password')
      await body.getByRole('button', { name: 'Show password' }).click()
      expect(await password.getAttribute('type')).toBe('text')

      await body.getByRole('switch', { name: 'enabled', exact: true }).click()

      // The stepper: a value out of bounds first, then held down once.
      const rating = textbox(body, 'rating')
      await rating.fill('12')
      await body.getByText('Must be at most 9').waitFor()
      expect(await rating.getAttribute('aria-invalid')).toBe('true')
      // One step from 7 is 8; only a repeat reaches 9, and the repeats stop there.
      await rating.fill('7')
      const increase = body.getByRole('button', { name: 'Increase rating', exact: true })
      const box = (await increase.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await page.waitForTimeout(1400)
      await page.mouse.up()
      expect(await rating.inputValue()).toBe('9')
      expect(await body.getByText('Must be at most 9').count()).toBe(0)
      await body.getByRole('button', { name: 'Decrease rating', exact: true }).click()
      const ratingValue = 8
      expect(await rating.inputValue()).toBe(String(ratingValue))

      await textbox(body, 'ratio').fill('0.25')
      await textbox(body, 'total').fill('-9007199254740993')
      await textbox(body, 'count').first().fill('10')
      await textbox(body, 'size').fill(MAX_UINT64)
      await textbox(body, 'createdAt').fill('2024-02-29T12:30')
      await textbox(body, 'birthday').fill('1815-12-10')
      await textbox(body, 'requestId').fill('3fa85f64-5717-4562-b3fc-2c963f66afa6')
      await textbox(body, 'thumbnail').fill('iVBORw0KGgo=')
      await textbox(body, 'population').fill('123456789012345678901234567890')
      await textbox(body, 'amount').fill('19.99')
      await body.getByRole('button', { name: 'Generate a random UUID for idempotency_key' }).click()
      const idempotencyKey = await textbox(body, 'idempotency_key').inputValue()
      expect(idempotencyKey).toMatch(UUID)

      await choose(page, body.getByRole('combobox', { name: 'priority', exact: true }), /^high/)

      const version = textbox(body, 'version')
      expect(await version.inputValue()).toBe('"v1"')
      expect(await version.evaluate((input) => (input as HTMLInputElement).readOnly)).toBe(true)

      await textbox(body, 'extra').fill('{"anything": ["goes", 1, null]}')
      await body.getByRole('checkbox', { name: 'Set nickname to null' }).click()
      await textbox(body, 'note').first().fill('Optional — and UTF-8: Zoë, 東京')

      // A list: add three, remove the middle one.
      const tags = group(body, 'tags')
      const addTag = tags.getByRole('button', { name: 'Add an item to tags' })
      await addTag.click()
      await textbox(tags, 'tags[0]').fill('kitchen')
      await addTag.click()
      await textbox(tags, 'tags[1]').fill('drawer')
      await addTag.click()
      await textbox(tags, 'tags[2]').fill('sink')
      await tags.getByText('(3 items)').waitFor()
      await tags.getByRole('button', { name: 'Remove tags[1]' }).click()
      await tags.getByText('(2 items)').waitFor()

      // A set.
      const labels = group(body, 'labels')
      await labels.getByRole('button', { name: 'Add an item to labels' }).click()
      await textbox(labels, 'labels[0]').fill('blue')
      await labels.getByRole('button', { name: 'Add an item to labels' }).click()
      await textbox(labels, 'labels[1]').fill('green')

      // Maps, with string keys and enum keys.
      const attributes = group(body, 'attributes')
      await attributes.getByRole('button', { name: 'Add an entry to attributes' }).click()
      await textbox(attributes, 'Key of attributes[1]').fill('color')
      await textbox(attributes, 'Value of attributes[1]').fill('teal')
      await attributes.getByRole('button', { name: 'Add an entry to attributes' }).click()
      await textbox(attributes, 'Key of attributes[2]').fill('size')
      await textbox(attributes, 'Value of attributes[2]').fill('L')

      const quotas = group(body, 'quotas')
      await quotas.getByRole('button', { name: 'Add an entry to quotas' }).click()
      await choose(page, quotas.getByRole('combobox', { name: 'Key of quotas[1]' }), /^high/)
      await textbox(quotas, 'Value of quotas[1]').fill('5')

      // Objects nested three deep.
      const nested = group(body, 'nested')
      await textbox(nested, 'label').fill('outer')
      const middle = group(nested, 'middle')
      await textbox(middle, 'count').fill('2')
      const inner = group(middle, 'inner')
      await inner.getByRole('switch', { name: 'flag' }).click()
      await inner.getByRole('button', { name: '1 more optional property' }).click()
      await page.getByRole('menuitem', { name: /^note/ }).click()
      await textbox(inner, 'note').fill('three deep')

      // The recursive tree: a root with one child.
      const tree = group(body, 'tree')
      await textbox(tree, 'name').first().fill('root')
      await tree.getByRole('button', { name: '1 more optional property' }).first().click()
      await page.getByRole('menuitem', { name: /^children/ }).click()
      const children = group(tree, 'children')
      await children.getByRole('button', { name: 'Add an item to children' }).click()
      await textbox(group(children, 'children[0]'), 'name').fill('leaf')

      // A discriminated union: the shared `name` stays when the variant changes.
      const pet = group(body, 'pet')
      await textbox(pet, 'name').fill('Rex')
      await pet.getByRole('tab', { name: 'Cat' }).click()
      expect(await textbox(pet, 'name').inputValue()).toBe('Rex')
      await pet.getByRole('switch', { name: 'indoor' }).click()
      await textbox(pet, 'lives').fill('3')

      // A union of six variants, through the dropdown.
      const event = group(body, 'event')
      await choose(page, event.getByRole('combobox', { name: 'Variant of event' }), /^Commented/)
      await textbox(event, 'id').fill('0b7f3c1e-2d4a-4f6b-9c8d-1e2f3a4b5c6d')
      await textbox(event, 'author').fill('Ada')
      await textbox(event, 'comment').fill('**Looks** good')

      const target = group(body, 'target')
      await target.getByRole('tab', { name: 'Name' }).click()
      await textbox(target, 'target').fill('main')

      const setting = group(body, 'setting')
      await choose(page, setting.getByRole('combobox', { name: 'Variant of setting' }), /^Whole number/)
      await textbox(setting, 'setting').fill('42')

      await body.getByRole('button', { name: 'Remove legacyCode' }).click()
      await expect.poll(() => textbox(body, 'legacyCode').count()).toBe(0)

      // Send with an invalid field lists it, with "Send anyway"; fix it and send.
      await rating.fill('0')
      await explorer.getByRole('button', { name: 'Send request' }).click()
      const notice = explorer.getByRole('alert').filter({ hasText: 'Send anyway' })
      await notice.waitFor()
      expect(await notice.textContent()).toContain('rating')
      expect(await notice.getByRole('button', { name: 'Send anyway' }).count()).toBe(1)
      await rating.fill(String(ratingValue))
      await expect.poll(() => body.getByText(/Must be at least 1/).count()).toBe(0)

      const snippet = explorer.getByRole('region', { name: 'Request' }).locator('pre')
      await expect.poll(() => snippet.textContent()).toContain(MAX_UINT64)

      await screenshots(page, 'forms-json-filled-desktop')
      const echo = await sendAndReadEcho(explorer)
      expect(echo.path).toBe('/echo/kitchen-sink/json')
      expect(echo.contentType).toBe('application/json')
      expect(echo.bodyText).toContain(`"size":${MAX_UINT64}`)
      expect(echo.bodyText).toContain('"total":-9007199254740993')
      await writeFile(`${RESULTS}forms-json-echo.json`, echo.bodyText ?? '')
      const sent = JSON.parse(
        echo.bodyText!.replace(MAX_UINT64, '"MAX_UINT64"').replace('-9007199254740993', '"MIN"'),
      )
      expect(sent).toEqual({
        title: 'Kitchen Sink 1',
        password: 'correct horse battery staple',
        enabled: true,
        rating: ratingValue,
        ratio: 0.25,
        total: 'MIN',
        count: 10,
        size: 'MAX_UINT64',
        createdAt: '2024-02-29T12:30:00.000Z',
        birthday: '1815-12-10',
        requestId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
        thumbnail: 'iVBORw0KGgo=',
        population: '123456789012345678901234567890',
        amount: '19.99',
        idempotency_key: idempotencyKey,
        priority: 'high',
        version: 'v1',
        confirmed: true,
        extra: { anything: ['goes', 1, null] },
        nickname: null,
        note: 'Optional — and UTF-8: Zoë, 東京',
        tags: ['kitchen', 'sink'],
        labels: ['blue', 'green'],
        attributes: { color: 'teal', size: 'L' },
        quotas: { high: 5 },
        nested: { label: 'outer', middle: { count: 2, inner: { flag: true, note: 'three deep' } } },
        tree: { name: 'root', children: [{ name: 'leaf' }] },
        pet: { kind: 'cat', name: 'Rex', indoor: true, lives: 3 },
        event: {
          type: 'commented',
          id: '0b7f3c1e-2d4a-4f6b-9c8d-1e2f3a4b5c6d',
          author: 'Ada',
          comment: '**Looks** good',
        },
        target: 'main',
        setting: 42,
        experimentalMode: false,
      })
      await page.close()
    }, 180_000)
    it('multipart: files accumulate without duplicates, one is removed, audio is recorded, and every part arrives', async () => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, timezoneId: 'UTC' })
      const explorer = await openEndpoint(page, stack, 'every-form-field')
      await explorer.getByRole('button', { name: 'Clear form' }).click()
      const form = explorer.getByRole('region', { name: 'Multipart Form' })
      await form.getByRole('button', { name: /^\d+ more optional properties$/ }).click()
      await page.getByRole('menuitem', { name: 'Add all optional properties' }).click()

      const pick = async (field: string, files: { name: string; mimeType: string; buffer: Buffer }[]) => {
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          form.getByRole('button', { name: field, exact: true }).click(),
        ])
        await chooser.setFiles(files)
      }
      const file = (name: string, mimeType: string, text: string) => ({
        name,
        mimeType,
        buffer: Buffer.from(text),
      })
      const notes = file('notes.txt', 'text/plain', 'Hello from the kitchen sink!\n')
      const data = file('data.csv', 'text/csv', 'a,b\n1,2\n')
      const pixel = {
        name: 'pixel.png',
        mimeType: 'image/png',
        buffer: Buffer.from('iVBORw0KGgo=', 'base64'),
      }
      const extra = file('extra.json', 'application/json', '{"ok":true}')

      await form.getByRole('textbox', { name: 'caption', exact: true }).fill('Everything a form can send')
      await pick('document', [notes])
      await form.getByRole('list', { name: 'document' }).getByText('notes.txt').waitFor()

      const attachments = form.getByRole('list', { name: 'attachments' })
      await pick('attachments', [pixel, data])
      await expect.poll(() => attachments.getByRole('listitem').count()).toBe(2)
      await pick('attachments', [extra, data])
      await expect.poll(() => attachments.getByRole('listitem').count()).toBe(3)
      expect(await attachments.getByRole('listitem').allTextContents()).toEqual([
        expect.stringContaining('pixel.png'),
        expect.stringContaining('data.csv'),
        expect.stringContaining('extra.json'),
      ])
      await attachments.getByRole('button', { name: 'Remove file data.csv' }).click()
      await expect.poll(() => attachments.getByRole('listitem').count()).toBe(2)

      await form.getByRole('button', { name: 'Record audio for recording' }).click()
      await form.getByRole('timer').waitFor()
      await page.waitForTimeout(1500)
      await form.getByRole('button', { name: 'Stop recording audio for recording' }).click()
      const recording = form.getByRole('list', { name: 'recording' })
      await recording.getByText(/^recording-\d+\.webm$/).waitFor()

      const metadata = form.getByRole('group', { name: 'metadata', exact: true })
      await metadata.getByRole('textbox', { name: 'author', exact: true }).fill('Ada')
      await choose(page, metadata.getByRole('combobox', { name: 'priority', exact: true }), /^high/)

      const labels = form.getByRole('group', { name: 'labels', exact: true })
      await labels.getByRole('button', { name: 'Add an item to labels' }).click()
      await labels.getByRole('textbox', { name: 'labels[0]' }).fill('kitchen')
      await labels.getByRole('button', { name: 'Add an item to labels' }).click()
      await labels.getByRole('textbox', { name: 'labels[1]' }).fill('sink')

      await screenshots(page, 'forms-multipart-desktop')
      const echo = await sendAndReadEcho(explorer)
      expect(echo.multipartError).toBe(null)
      expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/)
      const parts = echo.parts!.map(({ name, filename, contentType, size }) => ({
        name,
        filename,
        contentType,
        size,
      }))
      const recorded = parts.find((part) => part.name === 'recording')
      expect(recorded?.filename).toMatch(/^recording-\d+\.webm$/)
      expect(recorded?.contentType).toMatch(/^audio\/webm/)
      expect(recorded?.size).toBeGreaterThan(1000)
      const metadataJson = JSON.stringify({ author: 'Ada', priority: 'high' })
      expect(parts).toEqual([
        { name: 'caption', filename: null, contentType: null, size: 26 },
        { name: 'document', filename: 'notes.txt', contentType: 'text/plain', size: notes.buffer.length },
        { name: 'attachments', filename: 'pixel.png', contentType: 'image/png', size: pixel.buffer.length },
        {
          name: 'attachments',
          filename: 'extra.json',
          contentType: 'application/json',
          size: extra.buffer.length,
        },
        recorded,
        {
          name: 'metadata',
          filename: 'blob',
          contentType: 'application/json',
          size: Buffer.byteLength(metadataJson),
        },
        { name: 'labels', filename: null, contentType: null, size: 7 },
        { name: 'labels', filename: null, contentType: null, size: 4 },
      ])
      const metadataPart = echo.parts!.find((part) => part.name === 'metadata')!
      expect(JSON.parse(metadataPart.text!)).toEqual({ author: 'Ada', priority: 'high' })
      await page.close()
    }, 180_000)

    it('octet-stream: the chosen file shows its name and size, and its bytes arrive', async () => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, timezoneId: 'UTC' })
      const explorer = await openEndpoint(page, stack, 'raw-bytes')
      await explorer.getByRole('button', { name: 'Clear form' }).click()
      const section = explorer.getByRole('region', { name: 'Body' })
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00])
      const chooser = page.waitForEvent('filechooser')
      await section.getByLabel('body', { exact: true }).click()
      await (
        await chooser
      ).setFiles({ name: 'signature.bin', mimeType: 'application/octet-stream', buffer: bytes })
      const list = section.getByRole('list', { name: 'body' })
      await list.getByText('signature.bin').waitFor()
      expect(await list.textContent()).toContain('10 B')
      await screenshots(page, 'forms-bytes-desktop')
      const echo = await sendAndReadEcho(explorer)
      expect(echo.contentType).toBe('application/octet-stream')
      expect(echo.bodySize).toBe(10)
      expect(echo.bodyBase64).toBe(bytes.toString('base64'))
      await page.close()
    }, 120_000)

    it('parameters: header, path and query kinds arrive exactly, the uint64 query parameter digit for digit', async () => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, timezoneId: 'UTC' })
      const explorer = await openEndpoint(page, stack, 'every-kind-of-parameter')
      await explorer.getByRole('button', { name: 'Clear form' }).click()
      const headers = explorer.getByRole('region', { name: 'Headers' })
      const path = explorer.getByRole('region', { name: 'Path Parameters' })
      const query = explorer.getByRole('region', { name: 'Query Parameters' })

      await choose(page, headers.getByRole('combobox', { name: 'X-Priority' }), /^urgent/)
      await headers.getByRole('button', { name: /^\d+ more optional properties$/ }).click()
      await page.getByRole('menuitem', { name: 'Add all optional properties' }).click()
      await textbox(headers, 'X-Trace-Id').fill('5f0c6e2a-8d3b-4c1e-9a7f-2b6d8e4c1a3f')
      await headers.getByRole('button', { name: 'Increase X-Retry-Count' }).click()
      await headers.getByRole('button', { name: 'Increase X-Retry-Count' }).click()
      await textbox(headers, 'Idempotency-Key').fill('retry-safe-123')

      await textbox(path, 'day').fill('2024-02-29')
      await textbox(path, 'itemId').fill('42')

      await textbox(query, 'sequence').fill(MAX_UINT64)
      await query.getByRole('button', { name: /^\d+ more optional properties$/ }).click()
      await page.getByRole('menuitem', { name: 'Add all optional properties' }).click()
      const include = group(query, 'include')
      await include.getByRole('button', { name: 'Add an item to include' }).click()
      await choose(page, include.getByRole('combobox', { name: 'include[0]' }), /^high/)
      await include.getByRole('button', { name: 'Add an item to include' }).click()
      await choose(page, include.getByRole('combobox', { name: 'include[1]' }), /^urgent/)
      const ids = group(query, 'ids')
      for (const [index, id] of ['1', '2', '3'].entries()) {
        await ids.getByRole('button', { name: 'Add an item to ids' }).click()
        await textbox(ids, `ids[${index}]`).fill(id)
      }
      await textbox(query, 'since').fill('2024-01-01T00:00')
      await query.getByRole('switch', { name: 'dryRun' }).click()
      await textbox(query, 'q').fill('a b&c')
      await query.getByRole('button', { name: 'Remove legacyFilter' }).click()

      const snippet = explorer.getByRole('region', { name: 'Request' }).locator('pre')
      await expect.poll(() => snippet.textContent()).toContain(MAX_UINT64)
      await screenshots(page, 'forms-parameters-desktop')
      const echo = await sendAndReadEcho(explorer)
      expect(echo.path).toBe('/echo/kitchen-sink/calendar/2024-02-29/items/42')
      expect(echo.query).toEqual([
        { name: 'sequence', value: MAX_UINT64 },
        { name: 'include', value: 'high' },
        { name: 'include', value: 'urgent' },
        { name: 'ids', value: '1,2,3' },
        { name: 'since', value: '2024-01-01T00:00:00.000Z' },
        { name: 'dryRun', value: 'true' },
        { name: 'q', value: 'a b&c' },
      ])
      const sent = Object.fromEntries(echo.headers.map(({ name, value }) => [name, value]))
      expect(sent).toMatchObject({
        'x-priority': 'urgent',
        'x-trace-id': '5f0c6e2a-8d3b-4c1e-9a7f-2b6d8e4c1a3f',
        'x-retry-count': '2',
        'idempotency-key': 'retry-safe-123',
      })
      await page.close()
    }, 120_000)

    it('switching to another endpoint and back keeps the edits', async () => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, timezoneId: 'UTC' })
      const explorer = await openEndpoint(page, stack, 'every-json-shape')
      const body = explorer.getByRole('region', { name: 'Body Parameters' })
      await textbox(body, 'title').fill('Kept While Away')
      await textbox(body, 'rating').fill('4')
      await explorer.getByRole('link', { name: 'POST Every kind of parameter', exact: true }).click()
      await explorer.getByRole('region', { name: 'Query Parameters' }).waitFor()
      await textbox(explorer.getByRole('region', { name: 'Query Parameters' }), 'sequence').fill('77')
      await explorer.getByRole('link', { name: 'POST Every JSON shape', exact: true }).click()
      expect(await textbox(body, 'title').inputValue()).toBe('Kept While Away')
      expect(await textbox(body, 'rating').inputValue()).toBe('4')
      await explorer.getByRole('link', { name: 'POST Every kind of parameter', exact: true }).click()
      expect(
        await textbox(explorer.getByRole('region', { name: 'Query Parameters' }), 'sequence').inputValue(),
      ).toBe('77')
      await page.close()
    }, 120_000)
    for (const size of SIZES) {
      it(`every section at ${size.width}×${size.height}, light and dark, with no axe violations in the expanded form`, async () => {
        const page = await browser.newPage({ viewport: { width: size.width, height: size.height } })
        const explorer = await openEndpoint(page, stack, 'every-json-shape')
        const body = explorer.getByRole('region', { name: 'Body Parameters' })
        await expandEverything(page, body)
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme })
          const violations = await axeViolations(page, { include: '.ax-FormPane' })
          expect(formatViolations(violations), `axe, ${theme}`).toBe(formatViolations([]))
        }
        await page.emulateMedia({ colorScheme: 'light' })
        await textbox(body, 'rating').fill('12')
        await sectionScreenshots(page, `forms-${size.name}-json`, {
          top: explorer.getByRole('article'),
          primitives: textbox(body, 'rating'),
          enum: body.getByRole('combobox', { name: 'priority', exact: true }),
          lists: group(body, 'tags'),
          maps: group(body, 'attributes'),
          nested: group(body, 'nested'),
          tree: group(body, 'tree'),
          unions: group(body, 'pet'),
          event: group(body, 'event'),
          end: body.getByRole('switch', { name: 'experimentalMode' }),
        })

        // Popups: the enum dropdown and the 6-variant dropdowns (values and variants with Beta / Deprecated badges).
        const dropdowns = {
          enum: body.getByRole('combobox', { name: 'priority', exact: true }),
          dropdown: group(body, 'event').getByRole('combobox', { name: 'Variant of event' }),
          setting: group(body, 'setting').getByRole('combobox', { name: 'Variant of setting' }),
        }
        for (const [name, combobox] of Object.entries(dropdowns)) {
          await combobox.evaluate((element) => element.scrollIntoView({ block: 'center' }))
          await combobox.click()
          await page.getByRole('listbox').waitFor()
          for (const theme of THEMES) {
            await page.emulateMedia({ colorScheme: theme })
            await page.screenshot({ path: `${RESULTS}forms-${size.name}-json-${name}-open-${theme}.png` })
          }
          await page.keyboard.press('Escape')
          await expect.poll(() => page.getByRole('listbox').count()).toBe(0)
          await page.emulateMedia({ colorScheme: 'light' })
        }

        await explorer.getByRole('button', { name: 'Send request' }).click()
        const notice = explorer.getByRole('alert').filter({ hasText: 'Send anyway' })
        await notice.waitFor()
        await sectionScreenshots(page, `forms-${size.name}-json`, { invalid: notice })
        await notice.getByRole('button', { name: 'Send anyway' }).click()
        const response = explorer.getByRole('region', { name: 'Response' })
        await response.getByText('200 OK').waitFor()
        await sectionScreenshots(page, `forms-${size.name}-json`, { response })

        for (const slug of ['every-form-field', 'raw-bytes', 'every-kind-of-parameter']) {
          // On a phone the endpoint list is folded under the open endpoint's button.
          const listToggle = explorer.locator('.ax-Explorer-listToggle')
          if (await listToggle.isVisible()) await listToggle.click()
          await explorer
            .getByRole('navigation', { name: 'Endpoints' })
            .getByRole('link', { name: new RegExp(slug.replaceAll('-', ' '), 'i') })
            .first()
            .evaluate((link) => (link as HTMLElement).click())
          const article = explorer.getByRole('article')
          await article.getByRole('button', { name: 'Send request' }).waitFor()
          await expandEverything(page, article)
          for (const theme of THEMES) {
            await page.emulateMedia({ colorScheme: theme })
            const violations = await axeViolations(page, { include: '.ax-FormPane' })
            expect(formatViolations(violations), `axe, ${slug}, ${theme}`).toBe(formatViolations([]))
          }
          await sectionScreenshots(page, `forms-${size.name}-${slug}`, {
            top: article,
            form: article.getByRole('region').first(),
          })
        }
        await page.close()
      }, 240_000)
    }
  },
)
