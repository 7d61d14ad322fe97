/** Spec §2 sign-in types: why the shopper is asked to sign in. */
export const SIGN_IN_TYPES = ['watchlist', 'trade-in', 'checkout', 'finance'] as const
export type SignInType = (typeof SIGN_IN_TYPES)[number]

export function signInType(value: unknown): SignInType {
  return SIGN_IN_TYPES.includes(value as SignInType) ? (value as SignInType) : 'watchlist'
}

/** Where to go after signing in: only a path on this site (never another origin, never `//host`). */
export function safeRedirect(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : fallback
}

export const SIGN_IN_HEADINGS: Record<SignInType, string> = {
  watchlist: 'Sign in to save cars to your watchlist',
  'trade-in': 'Sign in to value your trade-in',
  checkout: 'Sign in to reserve this car',
  finance: 'Sign in to see your personalised finance',
}
