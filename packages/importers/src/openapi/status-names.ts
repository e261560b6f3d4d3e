/** Each status with a reason phrase, and the name of its error response (one string each, not built per error). */
const ERROR_NAMES: Record<string, string> = {
  '400': 'BadRequestError',
  '401': 'UnauthorizedError',
  '402': 'PaymentRequiredError',
  '403': 'ForbiddenError',
  '404': 'NotFoundError',
  '405': 'MethodNotAllowedError',
  '406': 'NotAcceptableError',
  '408': 'RequestTimeoutError',
  '409': 'ConflictError',
  '410': 'GoneError',
  '412': 'PreconditionFailedError',
  '413': 'ContentTooLargeError',
  '415': 'UnsupportedMediaTypeError',
  '422': 'UnprocessableEntityError',
  '423': 'LockedError',
  '428': 'PreconditionRequiredError',
  '429': 'TooManyRequestsError',
  '500': 'InternalServerErrorError',
  '501': 'NotImplementedError',
  '502': 'BadGatewayError',
  '503': 'ServiceUnavailableError',
  '504': 'GatewayTimeoutError',
}

/** The name of an error response without a named schema: `404` → `NotFoundError`, `5XX` → `Status5XXError`. */
export function errorName(code: string): string {
  if (code === 'default') return 'DefaultError'
  return ERROR_NAMES[code] ?? `Status${code.toUpperCase()}Error`
}
