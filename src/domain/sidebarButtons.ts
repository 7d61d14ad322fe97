/**
 * Spec §2 "Sidebar buttons: Enquire, Car History Report (only when the car has a file), Finance, Trade-In Valuation,
 * Reserve, Test Drive, Call The Dealer, Payment methods, Online Purchase, Make an Offer, PDF download. Layout differs
 * per dealer." and content spec §1 overrides "custom sidebar buttons on a car page": staff order the built-in
 * buttons and add their own (a label and a link) in the site's settings.
 */

/** The car page's built-in buttons, in their default order. */
export const SIDEBAR_BUTTONS = [
  'enquire',
  'history',
  'finance',
  'trade-in',
  'reserve',
  'test-drive',
  'make-offer',
  'online-purchase',
  'request-photos',
  'pdf',
] as const

export type SidebarButtonKey = (typeof SIDEBAR_BUTTONS)[number]

export const isSidebarButtonKey = (value: unknown): value is SidebarButtonKey =>
  typeof value === 'string' && (SIDEBAR_BUTTONS as readonly string[]).includes(value)

/** One row of the site's button layout: a built-in button, or a custom one with its label and link. */
export interface SidebarLayoutRow {
  button?: string | null
  label?: string | null
  link?: string | null
}

export type CustomButtonLink = { href: string; external: boolean }

/**
 * Where a custom button may lead: a path on the site ('/service'), an http(s) address, or a tel: or mailto: link.
 * Anything else (javascript:, data:, '//host', text with spaces) is no link: the button is not shown.
 */
export function customButtonLink(link: string | null | undefined): CustomButtonLink | null {
  const value = link?.trim() ?? ''
  if (!value || /\s/.test(value)) return null
  if (value.startsWith('/'))
    return value.startsWith('//') || value.startsWith('/\\') ? null : { href: value, external: false }
  if (/^(tel|mailto):[^/]/i.test(value)) return { href: value, external: false }
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname
      ? { href: url.toString(), external: true }
      : null
  } catch {
    return null
  }
}

/** The admin's check of a custom button's link (true, or what is wrong). */
export function customButtonLinkError(link: string | null | undefined): string | null {
  return customButtonLink(link)
    ? null
    : 'Use a path on this site such as /service, a full address starting with https://, or a tel: or mailto: link.'
}

/**
 * The buttons in the site's order: the rows of the layout first, as listed (a built-in button only when this car
 * shows it; a custom button only with a label and a usable link), then the built-in buttons the layout does not list,
 * in the default order, so a new button or a forgotten one is never lost. A button listed twice shows once.
 */
export function sidebarButtonOrder<T>(
  shown: ReadonlyMap<SidebarButtonKey, T>,
  layout: readonly SidebarLayoutRow[] | null | undefined,
  custom: (label: string, link: CustomButtonLink, index: number) => T,
): T[] {
  const out: T[] = []
  const placed = new Set<SidebarButtonKey>()
  ;(layout ?? []).forEach((row, index) => {
    if (row.button === 'custom') {
      const label = row.label?.trim()
      const link = customButtonLink(row.link)
      if (label && link) out.push(custom(label, link, index))
      return
    }
    if (!isSidebarButtonKey(row.button) || placed.has(row.button)) return
    placed.add(row.button)
    const button = shown.get(row.button)
    if (button !== undefined) out.push(button)
  })
  for (const key of SIDEBAR_BUTTONS) {
    const button = shown.get(key)
    if (!placed.has(key) && button !== undefined) out.push(button)
  }
  return out
}
