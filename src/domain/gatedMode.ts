import type { SignInType } from './signInRedirect'

/**
 * Spec §2, §6: the watchlist always needs a signed-in shopper; checkout and finance need one only when the site's
 * gated mode is on; trade-in and sell-my-car never do.
 */
export function signInRequired(type: SignInType, gatedMode: boolean): boolean {
  switch (type) {
    case 'watchlist':
      return true
    case 'checkout':
    case 'finance':
      return gatedMode
    case 'trade-in':
      return false
  }
}

/** /sign-in?type=…&redirect=…&back=… for a page that needs a signed-in shopper (paths already on this site). */
export function signInUrl(type: SignInType, redirect: string, back?: string): string {
  const query = new URLSearchParams({ type, redirect })
  if (back) query.set('back', back)
  return `/sign-in?${query.toString()}`
}
