import type { Payload, PayloadRequest } from 'payload'
import type { Dealership } from '@/payload-types'

/** An import refused before it starts, with the HTTP status and the field the caller got wrong. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field: string,
  ) {
    super(message)
  }
}

/** The dealership a command-line or API import names by slug, with the caller's access when one is given. */
export async function dealershipForImport(
  payload: Payload,
  slug: string,
  user?: PayloadRequest['user'],
): Promise<Dealership> {
  const access = user ? { user, overrideAccess: false } : {}
  const found = await payload.find({
    collection: 'dealerships',
    where: { slug: { equals: slug } },
    limit: 2,
    depth: 0,
    ...access,
  })
  const dealership = found.docs[0]
  if (!dealership) throw new ImportError(`Unknown dealership '${slug}'.`, 404, 'dealership')
  if (found.docs.length > 1) throw new ImportError(`Dealership slug '${slug}' is ambiguous.`, 400, 'dealership')
  return dealership
}
