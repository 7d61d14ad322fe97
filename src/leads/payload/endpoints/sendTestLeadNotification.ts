import type { Endpoint } from 'payload'
import type { Site } from '@/payload-types'
import { mailTransportFromEnv } from '@/platform/mail/transport'
import { notificationAddresses, testNotificationMessage } from '@/leads/delivery/notification'
import { staffSendLimitResponse } from '@/data/staffSendLimits'
import { isPlatformAdmin, siteIdsWithRole } from '@collections/access/roles'

/**
 * POST /api/sites/{id}/test-lead-notification: a test e-mail to the site's saved notification addresses, through
 * the real mail setup, answering whether it went. Admins of that site (who set the addresses) and platform admins
 * only; it never takes an address from the request, so it cannot be used to send mail anywhere else.
 */
export const sendTestLeadNotification: Endpoint = {
  path: '/:id/test-lead-notification',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Sign in first.' }, { status: 401 })
    const id = Number(req.routeParams?.id)
    const allowed =
      Number.isInteger(id) &&
      (isPlatformAdmin(req.user) || siteIdsWithRole(req.user, 'site-admin').map(String).includes(String(id)))
    if (!allowed) return Response.json({ error: 'Only admins of this site may send its test e-mail.' }, { status: 403 })
    const site = (await req.payload
      .findByID({ collection: 'sites', id, depth: 0, req })
      .catch(() => null)) as Site | null
    if (!site) return Response.json({ error: 'No such site.' }, { status: 404 })
    const to = notificationAddresses(site)
    if (!to.length)
      return Response.json(
        {
          error:
            site.forms?.leadNotifications?.enabled === false
              ? 'Lead notifications are switched off: tick "Send an e-mail for each new lead" and save first.'
              : 'E-mail addresses to notify: add at least one address and save first.',
        },
        { status: 400 },
      )
    // Counted only once there is something to send: a refused test e-mail sends nothing and uses up no allowance.
    const limited = await staffSendLimitResponse(req.payload, 'test-email', req.user.id, site.id)
    if (limited) return limited
    try {
      await mailTransportFromEnv().send(testNotificationMessage(site, to))
    } catch (error) {
      req.payload.logger.warn({ site: site.id, err: error }, 'lead notification test failed')
      const reason = error instanceof Error && /^(SMTP \S+ failed: |Invalid)/.test(error.message) ? error.message : ''
      return Response.json(
        {
          error: `The test e-mail could not be sent${reason ? `: ${reason.slice(0, 300)}` : ' (no answer from the mail server)'}.`,
        },
        { status: 502 },
      )
    }
    return Response.json({ message: `Test e-mail sent to ${to.join(', ')}. Check the inbox (and the spam folder).` })
  },
}
