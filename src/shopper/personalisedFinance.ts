import { domainCar } from '@/data/shapes/car'
import { financeSwitches } from '@/data/shapes/finance'
import { isFinanceEligible, isFinanceProviderKey, usableLender } from '@/domain/financeEligibility'
import { offersPersonalisedFinance } from '@/domain/financeQuote'
import type { FinanceLender } from '@/domain/types'
import type { Car, Site } from '@/payload-types'
import { siteTimeZone } from '@/domain/siteTimeZone'

/**
 * The lender figures a personalised quote uses, when the site's mode is on and the car qualifies (an NVIC, and the
 * site provider's finance eligibility); null otherwise. The page and the lead intake both ask this one function.
 */
export function personalisedLender(site: Site, car: Car, now: Date = new Date()): FinanceLender | null {
  const provider = site.finance?.provider
  if (
    site.finance?.enabled === false ||
    site.finance?.personalised !== true ||
    !provider ||
    !isFinanceProviderKey(provider)
  )
    return null
  const d = domainCar(car)
  const eligible = isFinanceEligible(d, {
    ...financeSwitches(site, car.dealership),
    provider,
    now,
    timeZone: siteTimeZone(site.timeZone),
  })
  return offersPersonalisedFinance(d, { personalised: true, eligible }) ? usableLender(d, provider) : null
}
