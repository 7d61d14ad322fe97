import type { Counter } from '@/data/rateLimitStore'
import { claimWait, firstInWindow, isKnownOnSite, startWait, takePoint, usedPoints, waitOf } from '@/data/signInCeiling'
import { sendLimits } from '@/domain/sendLimits'
import { type SiteCeilingPlan, siteCeilingPlan, unknownClientDelaySeconds } from '@/domain/signInSiteCeiling'
import { environment } from '@/config/env'
import { raiseOperatorAlert } from '@/observability/operatorAlert'

/**
 * A site's share of sign-in SMS (issue 38.4; the rules and numbers: src/domain/signInSiteCeiling.ts). Known shoppers
 * count against the whole ceiling, unknown clients against its open part as well, so a flood stops short of the
 * reserve; past the threshold an unknown client waits (Retry-After) instead of being refused.
 */
export type SiteCodeCheck = { ok: true } | { ok: false; retryAfterSeconds: number }

const HUGE = 1_000_000_000
const counters = (plan: SiteCeilingPlan): Record<'all' | 'open' | 'delayed', Counter> => ({
  all: { prefix: 'send:sign-in-code:site-all', points: plan.ceiling, duration: plan.windowSeconds },
  open: { prefix: 'send:sign-in-code:site-open', points: plan.openPart, duration: plan.windowSeconds },
  // Codes each unknown client got past the threshold: its next wait doubles.
  delayed: { prefix: 'send:sign-in-code:site-delayed', points: HUGE, duration: plan.windowSeconds },
})

async function alertOnce(stage: 'threshold' | 'open-part-used', site: string, plan: SiteCeilingPlan, sent: number) {
  if (!(await firstInWindow(`site-alert-${stage}`, site, plan.windowSeconds))) return
  raiseOperatorAlert(
    'sign-in-sms-flood',
    stage === 'threshold'
      ? 'Sign-in codes to unknown clients passed the threshold: new clients now wait before a code'
      : 'Sign-in codes to unknown clients used the open part of the ceiling: only known shoppers get codes',
    { site, stage, sentToUnknownClients: sent, ceiling: plan.ceiling, windowSeconds: plan.windowSeconds },
  )
}

/** Takes one code from the site's ceiling for `phone` asked by `client`, or says how long to wait. */
export async function takeSiteSignInCode(site: string, phone: string, client: string): Promise<SiteCodeCheck> {
  const perSite = sendLimits(environment())['sign-in-code'].perSite
  if (!perSite) return { ok: true }
  const plan = siteCeilingPlan(perSite)
  if (plan.ceiling <= 0) return { ok: false, retryAfterSeconds: plan.windowSeconds }
  const { all, open, delayed } = counters(plan)
  if (await isKnownOnSite(site, phone, client)) return refusal(await takePoint(all, site))

  const sent = await usedPoints(open, site)
  if (sent.points >= plan.openPart) {
    await alertOnce('open-part-used', site, plan, sent.points)
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(sent.msLeft / 1000)) }
  }
  const clientKey = `${site}|${client}`
  if (sent.points >= plan.delayAfter) {
    await alertOnce('threshold', site, plan, sent.points)
    const wait = await waitOf(clientKey, plan.readyForSeconds)
    if (wait.state === 'waiting') return { ok: false, retryAfterSeconds: wait.seconds }
    if (wait.state === 'none' || !(await claimWait(clientKey, plan.readyForSeconds))) {
      const delay = unknownClientDelaySeconds(sent.points, (await usedPoints(delayed, clientKey)).points, plan)
      await startWait(clientKey, delay, plan.readyForSeconds)
      return { ok: false, retryAfterSeconds: delay }
    }
    await takePoint(delayed, clientKey)
  }
  const openFull = await takePoint(open, site)
  if (openFull !== null) {
    await alertOnce('open-part-used', site, plan, plan.openPart)
    return { ok: false, retryAfterSeconds: openFull }
  }
  return refusal(await takePoint(all, site))
}

const refusal = (retryAfterSeconds: number | null): SiteCodeCheck =>
  retryAfterSeconds === null ? { ok: true } : { ok: false, retryAfterSeconds }
