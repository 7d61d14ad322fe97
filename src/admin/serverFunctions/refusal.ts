/**
 * How a refused admin server function answers. A server function is a Next server action: Next answers it 200, or
 * 401/403/404 for an error whose digest is its "HTTP access fallback" (`NEXT_HTTP_ERROR_FALLBACK;403`, what
 * `forbidden()` and `notFound()` throw), or 500 for any other error. So a refusal is one of those three: 401 without
 * a session, 403 for a document or job the user may not change, 404 for what does not exist for the user (another
 * site's document, an unknown collection) and for arguments the admin never sends (bad input: the digest names the
 * argument, as a 400 would, since Next has no 400 for an action).
 */
export type RefusalStatus = 401 | 403 | 404

export class ServerFunctionRefusal extends Error {
  readonly digest: string
  constructor(
    readonly status: RefusalStatus,
    message: string,
  ) {
    super(message)
    // Next reads the status from the digest's second part; the third names the reason (the client sees the digest).
    this.digest = `NEXT_HTTP_ERROR_FALLBACK;${status};${message.replaceAll(';', ',').slice(0, 200)}`
  }
}

/** A bad argument: refused as 404, naming the argument. */
export const badArgument = (name: string, expected: string) => new ServerFunctionRefusal(404, `${name}: ${expected}`)

/**
 * Plain errors Payload 3.90.1's handlers throw for an argument that names nothing (no status on them), by the
 * argument they are about: render-field's schemaPath.
 */
const UPSTREAM_BAD_ARGUMENTS: Array<[RegExp, string]> = [[/^Could not find target field at schemaPath/, 'schemaPath']]

/** Payload's errors carry an HTTP status: keep 401/403/404, and answer other client errors as bad input (404). */
export function refusalFor(error: unknown): ServerFunctionRefusal | null {
  if (error instanceof ServerFunctionRefusal) return error
  const message = error instanceof Error ? error.message : ''
  for (const [pattern, argument] of UPSTREAM_BAD_ARGUMENTS)
    if (pattern.test(message)) return badArgument(argument, 'a field of the collection')
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return new ServerFunctionRefusal(
    status === 401 || status === 403 || status === 404 ? status : 404,
    message || 'refused',
  )
}
