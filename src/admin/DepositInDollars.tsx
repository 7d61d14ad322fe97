import type { ServerComponentProps } from 'payload'
import { relationId } from '@/domain/relationId'
import { centsInDollars } from './money'
import './admin.css'

/**
 * The reservation's deposit, stored in cents, shown in dollars in the site's currency. Read-only: the shopper's
 * payment set it and nobody edits it.
 */
export async function DepositInDollars({ data, payload, req }: ServerComponentProps) {
  const cents = typeof data?.depositCents === 'number' ? data.depositCents : null
  const siteId = relationId(data?.site)
  const site = siteId
    ? await payload
        .findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: false, user: req.user })
        .catch(() => null)
    : null
  return (
    <div className="field-type deposit-in-dollars">
      <span className="field-label">Deposit paid</span>
      <p className="deposit-in-dollars__value" data-testid="deposit-in-dollars">
        {cents === null ? '–' : centsInDollars(cents, site?.locale)}
      </p>
    </div>
  )
}
