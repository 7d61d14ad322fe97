/** An error answered as `{ message, status }` with that status, like Algolia's API. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message)
export const forbidden = (message: string): HttpError => new HttpError(403, message)
export const notFound = (message: string): HttpError => new HttpError(404, message)
