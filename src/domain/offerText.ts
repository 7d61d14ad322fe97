/** Spec (content) §9: description truncation 160, collapse threshold 200; disclaimer truncation 200, threshold 200. */
export const OFFER_TEXT_LIMITS = {
  description: { collapseAbove: 200, truncateAt: 160 },
  disclaimer: { collapseAbove: 200, truncateAt: 200 },
} as const

export type OfferTextKind = keyof typeof OFFER_TEXT_LIMITS

export interface OfferTextView {
  /** Starts expanded when short (200 characters or fewer); no View more/less toggle then. */
  startsExpanded: boolean
  full: string
  /** Collapsed text: the first 160 (description) or 200 (disclaimer) characters and '...'; null when short. */
  collapsed: string | null
}

/** Spec (content) §4: offer description and disclaimer toggle via View more / View less; each starts expanded when short. */
export function offerTextView(text: string | null | undefined, kind: OfferTextKind): OfferTextView {
  const full = text?.trim() ?? ''
  const { collapseAbove, truncateAt } = OFFER_TEXT_LIMITS[kind]
  if (full.length <= collapseAbove) return { startsExpanded: true, full, collapsed: null }
  return { startsExpanded: false, full, collapsed: `${full.slice(0, truncateAt).trimEnd()}...` }
}
