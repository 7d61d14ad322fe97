/** Spec §2 sign-in types. */
export type SignInType = 'watchlist' | 'trade-in' | 'checkout' | 'finance'

export interface SignInTarget {
  type: SignInType
  redirect?: string
  back?: string
}

/** /sign-in?type={watchlist|trade-in|checkout|finance}&redirect={target}&back={previous} */
export function signInPath(target: SignInTarget): string {
  const params = new URLSearchParams({ type: target.type })
  if (target.redirect) params.set('redirect', target.redirect)
  if (target.back) params.set('back', target.back)
  return `/sign-in?${params.toString()}`
}

export interface Shopper {
  id?: string | number | null
  phone?: string | null
}

export type GatedFlow = 'watchlist' | 'checkout' | 'finance' | 'trade-in' | 'sell-my-car'

/**
 * Spec §2/§5: watchlist save or removal needs a signed-in user with a phone number; checkout and finance are
 * gated when the gated mode is on; trade-in and sell-my-car are never gated.
 */
export function needsSignIn(flow: GatedFlow, shopper: Shopper | null | undefined, gatedMode: boolean = false): boolean {
  const signedIn = Boolean(shopper?.id) && Boolean(shopper?.phone?.trim())
  switch (flow) {
    case 'watchlist':
      return !signedIn
    case 'checkout':
    case 'finance':
      return gatedMode && !signedIn
    case 'trade-in':
    case 'sell-my-car':
      return false
  }
}
