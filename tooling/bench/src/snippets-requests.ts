/**
 * The requests the snippets benchmark renders, and each one as the HAR request `@scalar/snippetz` takes.
 * The HAR is built once per request, outside the timed region: converting is the caller's work for snippetz
 * just as building the `HttpRequest` is the form's work for us.
 */
import type { HarRequest } from '@scalar/snippetz'

import type { HttpRequest } from '@api-explorer/model'
import { sentHeaders, stringifyJson } from '@api-explorer/model'

import type { StripeBody } from './snippets-stripe.js'

const HEADERS: Array<[string, string]> = [
  ['Authorization', 'Bearer sk_test_4eC39HqLyjWDarjtT1zdp7dc'],
  ['Stripe-Version', '2020-08-27'],
  ['Idempotency-Key', 'a1b2c3d4-e5f6-7890-abcd-ef1234567890'],
]

/** 400 URL-encoded fields, with bracketed names and values that need encoding (space, `&`, `=`, `+`, ☃). */
export function urlencoded400(): HttpRequest {
  return {
    method: 'POST',
    url: 'https://api.stripe.com/v1/payment_intents',
    query: [],
    headers: HEADERS,
    secrets: ['Authorization'],
    body: {
      type: 'urlencoded',
      fields: Array.from({ length: 400 }, (_, index): [string, string] => [
        `metadata[key_${index}]`,
        `value ${index} ☃ & = +`,
      ]),
    },
  }
}

/** A JSON object of 400 fields: strings (with quotes and non-ASCII), numbers, booleans and small objects. */
export function json400(): HttpRequest {
  const value = (index: number): unknown => {
    switch (index % 4) {
      case 0:
        return `value "${index}" ☃ & = +`
      case 1:
        return index * 1.5
      case 2:
        return index % 3 === 0
      default:
        return { id: index, tags: ['a', 'b'] }
    }
  }
  return {
    method: 'POST',
    url: 'https://api.example.com/v1/orders',
    query: [],
    headers: HEADERS,
    secrets: ['Authorization'],
    body: {
      type: 'json',
      value: Object.fromEntries(Array.from({ length: 400 }, (_, index) => [`field_${index}`, value(index)])),
    },
  }
}

/** Stripe's largest body as the form sends it: its fields URL-encoded, Stripe's headers. */
export function stripeRequest(stripe: StripeBody): HttpRequest {
  return {
    method: stripe.method,
    url: `https://api.stripe.com${stripe.filledPath}`,
    query: [],
    headers: HEADERS,
    secrets: ['Authorization'],
    body: { type: 'urlencoded', fields: stripe.fields },
  }
}

/**
 * The HAR request snippetz renders for an `HttpRequest`: the headers Send sends (the implied Content-Type
 * included), the query as `queryString`, a JSON body as its text, URL-encoded fields as `params` (with the
 * encoded text too, which some of its clients read instead).
 */
export function toHar(request: HttpRequest): Partial<HarRequest> {
  const har: Partial<HarRequest> = {
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    headers: sentHeaders(request).map(([name, value]) => ({ name, value })),
    queryString: request.query.map(([name, value]) => ({ name, value })),
    cookies: [],
    headersSize: -1,
    bodySize: -1,
  }
  const { body } = request
  if (body?.type === 'json') {
    har.postData = { mimeType: 'application/json', text: stringifyJson(body.value) ?? '' }
  } else if (body?.type === 'urlencoded') {
    har.postData = {
      mimeType: 'application/x-www-form-urlencoded',
      text: new URLSearchParams(body.fields).toString(),
      params: body.fields.map(([name, value]) => ({ name, value })),
    }
  } else if (body != null) {
    throw new Error(`The benchmark converts JSON and URL-encoded bodies only, not ${body.type}`)
  }
  return har
}
