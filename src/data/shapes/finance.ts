import type { FinanceSwitches } from '@/domain/financeEligibility'
import type { Dealership, Site } from '@/payload-types'

/**
 * Where a site's and a dealership's settings switch finance off (spec §5): the site's mode (site.finance.enabled
 * false), the dealership group (dealership.financeDisabled) and the site's makes (site.finance.disabledMakes).
 * Renames only: the rule is financeOffered in src/domain/financeEligibility.ts.
 */
export function financeSwitches(
  site: Pick<Site, 'finance'>,
  dealership: Pick<Dealership, 'financeDisabled'> | number | null | undefined,
): FinanceSwitches {
  const group = dealership !== null && typeof dealership === 'object' && dealership.financeDisabled === true
  return {
    financeDisabled: site.finance?.enabled === false || group,
    disabledMakes: (site.finance?.disabledMakes ?? []).filter((m) => m.trim() !== ''),
  }
}
