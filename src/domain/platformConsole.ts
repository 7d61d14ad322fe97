/**
 * Issue 39.11: the operator's console, one row per site. The figures are read in src/data/platformConsole.ts; what
 * needs the operator's attention, and in what order the rows come, is decided here.
 */
export interface ConsoleSite {
  id: number
  name: string
  slug: string
  timeZone: string | null
  /** A webhook, a lead e-mail (the site's or a dealership's) or staff notification addresses: leads reach someone. */
  hasLeadDestination: boolean
  lastImport: { id: number; status: string; at: string; message: string | null } | null
  /** The latest scheduled feed pull of the site's dealerships (a failing one first), and how many are failing. */
  lastFeedPull: { dealershipId: number; dealership: string; at: string; error: string | null; failing: number } | null
  leads: { undelivered: number; undeliverable: number; withoutDestination: number }
  alertsThisWeek: number
}

export type Attention = 'no-destination' | 'undeliverable' | 'import-failed' | 'feed-failing' | 'undelivered'

/** An import that ended without applying the file: the dealer's stock is stale until someone looks. */
export const importFailed = (status: string | null | undefined): boolean => status === 'failed' || status === 'refused'

/** What is wrong with a site, the most urgent first: leads that reach nobody, then stock that is not updating. */
export function attentionOf(site: ConsoleSite): Attention[] {
  const out: Attention[] = []
  if (!site.hasLeadDestination || site.leads.withoutDestination > 0) out.push('no-destination')
  if (site.leads.undeliverable > 0) out.push('undeliverable')
  if (importFailed(site.lastImport?.status)) out.push('import-failed')
  if ((site.lastFeedPull?.failing ?? 0) > 0) out.push('feed-failing')
  if (site.leads.undelivered > 0) out.push('undelivered')
  return out
}

const URGENCY: Attention[] = ['no-destination', 'undeliverable', 'import-failed', 'feed-failing', 'undelivered']

/** Sites that need the operator first (by their most urgent problem, then how many), the rest by name. */
export function operatorOrder(sites: readonly ConsoleSite[]): ConsoleSite[] {
  const rank = (site: ConsoleSite) => {
    const attention = attentionOf(site)
    return attention.length ? URGENCY.indexOf(attention[0]!) : URGENCY.length
  }
  return sites
    .map((site) => ({ site, rank: rank(site), count: attentionOf(site).length }))
    .sort(
      (a, b) => a.rank - b.rank || b.count - a.count || a.site.name.localeCompare(b.site.name) || a.site.id - b.site.id,
    )
    .map(({ site }) => site)
}

/** An import's status in the words of the site dashboard. */
export function importStatusWords(status: string): string {
  switch (status) {
    case 'done':
      return 'Done'
    case 'done-rejected':
      return 'Done, some rows rejected'
    case 'failed':
      return 'Failed'
    case 'refused':
      return 'Refused'
    case 'confirm':
      return 'Waiting for confirmation'
    case 'preview':
      return 'Ready to apply'
    case 'undoing':
      return 'Undoing'
    case 'undone':
      return 'Undone'
    default:
      return 'Importing'
  }
}
