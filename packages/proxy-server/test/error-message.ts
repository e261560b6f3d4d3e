/** The `message` of a proxy-generated JSON error answer (it throws when the body is not one). */
export async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json()) as { message?: unknown }
  if (typeof body.message !== 'string') throw new Error(`not a proxy error body: ${JSON.stringify(body)}`)
  return body.message
}
