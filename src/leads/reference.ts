import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { REFERENCE_RANDOM_BYTES, referenceOf } from '@/domain/leadReference'

/**
 * A fresh reference of a site for a lead or a reservation (src/domain/leadReference.ts). Forty random bits make a
 * clash all but impossible; a clash is still checked and drawn again, and the column's unique index has the last word.
 */
export async function freshReference(
  payload: Payload,
  siteSlug: string,
  taken: (reference: string) => Promise<boolean>,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = referenceOf(siteSlug, randomBytes(REFERENCE_RANDOM_BYTES))
    if (!(await taken(reference))) return reference
  }
  payload.logger.error(`five reference clashes in a row for site ${siteSlug}`)
  throw new Error('No free reference could be drawn')
}

/** A new lead's reference: its site's prefix, not yet used by any lead. */
export async function freshLeadReference(req: PayloadRequest, siteId: number): Promise<string> {
  // The lead's own site (set by the intake from the host, never from the body), its slug only: the prefix.
  const site = await req.payload.findByID({
    collection: 'sites',
    id: siteId,
    depth: 0,
    select: { slug: true },
    req,
    overrideAccess: true,
  })
  return freshReference(req.payload, site.slug, async (reference) => {
    const { totalDocs } = await req.payload.count({
      collection: 'leads',
      where: { reference: { equals: reference } },
      overrideAccess: true,
      req,
    })
    return totalDocs > 0
  })
}
