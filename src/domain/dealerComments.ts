/** Spec §4 Dealer comments: truncated at 400 characters with a show more/less toggle. */
export const DEALER_COMMENTS_LIMIT = 400
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'

export type DealerComments =
  { kind: 'pending'; text: string } | { kind: 'comments'; full: string; truncated: string | null }

/**
 * Empty comments show 'Dealer comments are pending. Please check back here later.'; comments longer than
 * 400 characters get a truncated form (first 400 characters and an ellipsis) for the collapsed state.
 */
export function dealerComments(text: string | null | undefined, limit: number = DEALER_COMMENTS_LIMIT): DealerComments {
  const full = text?.trim() ?? ''
  if (full === '') return { kind: 'pending', text: DEALER_COMMENTS_PENDING }
  return { kind: 'comments', full, truncated: full.length > limit ? `${full.slice(0, limit).trimEnd()}…` : null }
}
