import type { Endpoint } from 'payload'
import type { Lead } from '@/payload-types'
import { queueDelivery } from '@/leads/delivery/queue'
import { isDeliveryChannel } from '@/leads/delivery/status'
import { DELIVERY_WRITE } from '@/leads/intakeContext'
import { staffSendLimitResponse } from '@/data/staffSendLimits'
import { isPlatformAdmin, siteIdsWithRole, staffSiteIds } from '@collections/access/roles'

const CHANNEL_NAMES = { webhook: 'the CRM webhook', email: 'the CRM e-mail', notification: 'the notification e-mail' }

const siteOf = (lead: Lead) => (typeof lead.site === 'object' && lead.site ? lead.site.id : lead.site)

/**
 * POST /api/leads/{id}/send-again/{channel}: admins of the lead's site (and platform admins) send one destination again (webhook, email
 * or notification); the others keep their status. A job of the lead's current round with only that channel is
 * queued in the same transaction, so a later full resend (a new round) supersedes it as it does every job.
 */
export const sendLeadChannelAgain: Endpoint = {
  path: '/:id/send-again/:channel',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Sign in first.' }, { status: 401 })
    const channel = req.routeParams?.channel
    if (!isDeliveryChannel(channel))
      return Response.json({ error: 'channel: one of webhook, email, notification.' }, { status: 400 })
    const id = Number(req.routeParams?.id)
    const lead = Number.isInteger(id)
      ? ((await req.payload.find({ collection: 'leads', where: { id: { equals: id } }, depth: 0, limit: 1, req }))
          .docs[0] as Lead | undefined)
      : undefined
    // Another site's lead answers as a missing one: staff learn nothing of other dealers' leads.
    const own =
      lead &&
      (isPlatformAdmin(req.user) ||
        staffSiteIds(req.user)
          .map(String)
          .includes(String(siteOf(lead))))
    if (!lead || !own) return Response.json({ error: 'No such lead.' }, { status: 404 })
    // Sending mail and webhooks again is the site admins' call, not the editors' (issue 27.2).
    if (
      !isPlatformAdmin(req.user) &&
      !siteIdsWithRole(req.user, 'site-admin')
        .map(String)
        .includes(String(siteOf(lead)))
    )
      return Response.json({ error: "Only this site's admins may send a lead again." }, { status: 403 })
    const record = lead.delivery?.[channel]
    if (record?.status === 'pending' || record?.status === 'retrying')
      return Response.json(
        { error: `This lead is already being sent to ${CHANNEL_NAMES[channel]}; its status changes when it is.` },
        { status: 409 },
      )
    // Counted only when it is queued: a refused "Send again" uses up no allowance.
    const limited = await staffSendLimitResponse(req.payload, 'send-again', req.user.id, String(siteOf(lead)))
    if (limited) return limited
    const round = lead.delivery?.round ?? 0
    await req.payload.update({
      collection: 'leads',
      id: lead.id,
      data: {
        deliveryStatus: 'pending',
        delivery: {
          ...lead.delivery,
          [channel]: { ...record, status: 'pending', attempts: 0, lastError: null },
        },
      },
      context: { [DELIVERY_WRITE]: true },
      depth: 0,
      req,
    })
    await queueDelivery(req, lead.id, 'resend', round, [channel])
    return Response.json({
      message: `Queued: the lead will be sent to ${CHANNEL_NAMES[channel]} again in a few seconds.`,
    })
  },
}
