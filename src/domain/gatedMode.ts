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

/** How the checkout gets the hold's phone (checkoutPhoneCheck). */
export type CheckoutPhoneCheck = 'signed-in' | 'sign-in-page' | 'code-in-form' | 'none'

/**
 * Spec §2/§6: "Checkout and finance are gated when the gated mode is on": only then does the checkout send a shopper
 * who is not signed in to /sign-in (issue 39.10: Harbour Toyota's checkout answered 307 → /sign-in with gated mode
 * off). Where the site has the hold's phone verified by code (issue 16, reserveRules().requiresSignIn), the reserve
 * form asks for the code in place, on the checkout page; otherwise the number typed in the form is taken.
 */
export function checkoutPhoneCheck(input: {
  gatedMode: boolean
  verifyPhone: boolean
  signedIn: boolean
}): CheckoutPhoneCheck {
  if (input.signedIn) return 'signed-in'
  if (signInRequired('checkout', input.gatedMode)) return 'sign-in-page'
  return input.verifyPhone ? 'code-in-form' : 'none'
}
