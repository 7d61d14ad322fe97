import type { Site } from '@/payload-types'
import type { ConfirmationFacts } from '@/domain/shopperConfirmation'
import { type ConfirmationDeps, type ConfirmationRecord, sendConfirmation } from '@/leads/delivery/confirmation'
import { payloadClient } from './payloadClient'

/** A shopper's confirmation from the shopper side (a reservation), counted in the shared send limits. */
export async function sendShopperConfirmation(
  site: Site,
  shopper: { email?: string | null; phone?: string | null; preferred?: string | null },
  facts: ConfirmationFacts,
  headers: Record<string, string>,
  deps: ConfirmationDeps = {},
): Promise<ConfirmationRecord> {
  return sendConfirmation(await payloadClient(), site, shopper, facts, headers, deps)
}
