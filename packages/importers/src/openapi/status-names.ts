const REASONS: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '402': 'PaymentRequired',
  '403': 'Forbidden',
  '404': 'NotFound',
  '405': 'MethodNotAllowed',
  '406': 'NotAcceptable',
  '408': 'RequestTimeout',
  '409': 'Conflict',
  '410': 'Gone',
  '412': 'PreconditionFailed',
  '413': 'ContentTooLarge',
  '415': 'UnsupportedMediaType',
  '422': 'UnprocessableEntity',
  '423': 'Locked',
  '428': 'PreconditionRequired',
  '429': 'TooManyRequests',
  '500': 'InternalServerError',
  '501': 'NotImplemented',
  '502': 'BadGateway',
  '503': 'ServiceUnavailable',
  '504': 'GatewayTimeout',
}

/** The name of an error response without a named schema: `404` → `NotFoundError`, `5XX` → `Status5XXError`. */
export function errorName(code: string): string {
  if (code === 'default') return 'DefaultError'
  const reason = REASONS[code]
  return reason === undefined ? `Status${code.toUpperCase()}Error` : `${reason}Error`
}
