import type { Window } from './sendLimits'

/**
 * Issue 38.4: a site's sign-in SMS ceiling ('sign-in-code' perSite in src/domain/sendLimits.ts, 1,000 an hour) that
 * strangers cannot fill for everyone. 60 addresses once sent 1,020 code requests in 17 s, used up the hour and every
 * shopper of the site got 429. The ceiling now has two parts and a delay:
 *  - a reserve (a fifth) only known shoppers reach: a number that signed in on this site before, a client that did,
 *    or that number from that client anywhere. Unknown requests stop at the open part (the other four fifths), so a
 *    flood never reaches the reserve and a returning shopper keeps getting codes;
 *  - past a threshold (a tenth of the ceiling sent to unknown clients within the window) an unknown client is not
 *    refused but asked to wait: Retry-After, after which its request goes through. The wait doubles with each code
 *    that client got past the threshold and with each further tenth the site sent, so an attacker's many addresses
 *    buy codes ever more slowly while a new shopper's first wait stays seconds;
 *  - the total never exceeds the ceiling: the flood costs the operator at most what it did before, far less in fact.
 * An unknown client past the open part waits for the window to end (the cost bound); the operator is alerted when a
 * site passes the threshold and when it uses up the open part.
 */
export interface SiteCeilingPlan {
  /** Codes the site may send in a window, known and unknown clients together. */
  ceiling: number
  windowSeconds: number
  /** Of the ceiling, what only known shoppers can use. */
  reservedForKnown: number
  /** What unknown clients can use in all: ceiling - reservedForKnown. */
  openPart: number
  /** Codes sent to unknown clients after which a new code for one of them waits. */
  delayAfter: number
  firstDelaySeconds: number
  maxDelaySeconds: number
  /** How long after its wait a waiting client may come back for its code before it has to wait again. */
  readyForSeconds: number
}

export function siteCeilingPlan(perSite: Window): SiteCeilingPlan {
  const ceiling = Math.max(0, perSite.points)
  const reservedForKnown = Math.ceil(ceiling / 5)
  return {
    ceiling,
    windowSeconds: perSite.seconds,
    reservedForKnown,
    openPart: ceiling - reservedForKnown,
    delayAfter: Math.ceil(ceiling / 10),
    firstDelaySeconds: 10,
    maxDelaySeconds: 15 * 60,
    readyForSeconds: 10 * 60,
  }
}

/**
 * The wait of an unknown client's next code: none below the threshold, then firstDelaySeconds doubled for each code
 * this client got past it and for each further `delayAfter` codes the site sent to unknown clients, at most
 * maxDelaySeconds.
 */
export function unknownClientDelaySeconds(openSent: number, clientCodesPastThreshold: number, plan: SiteCeilingPlan) {
  if (openSent < plan.delayAfter) return 0
  const siteSteps = Math.floor((openSent - plan.delayAfter) / Math.max(1, plan.delayAfter))
  const doublings = Math.min(30, Math.max(0, clientCodesPastThreshold) + siteSteps)
  return Math.min(plan.maxDelaySeconds, plan.firstDelaySeconds * 2 ** doublings)
}
