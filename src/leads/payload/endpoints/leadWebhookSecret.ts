import type { Endpoint } from 'payload'
import { isPlatformAdmin, siteIdsWithRole } from '@collections/access/roles'
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSigningSecret } from '@/leads/delivery/webhook'

/**
 * GET /api/leads/webhook-secret?site={id}: the secret a site's CRM uses to check X-Lead-Signature.
 * Site admins of that site and platform admins only.
 */
export const leadWebhookSecret: Endpoint = {
  path: '/webhook-secret',
  method: 'get',
  handler: async (req) => {
    const siteId = Number(req.searchParams.get('site'))
    if (!Number.isInteger(siteId) || siteId <= 0)
      return Response.json({ error: 'site: give the site id, e.g. ?site=1' }, { status: 400 })
    const allowed = isPlatformAdmin(req.user) || siteIdsWithRole(req.user, 'site-admin').map(Number).includes(siteId)
    if (!allowed)
      return Response.json({ error: 'Only admins of this site may read its webhook secret.' }, { status: 403 })
    return Response.json(
      {
        site: siteId,
        secret: webhookSigningSecret(siteId),
        signature: `${SIGNATURE_HEADER}: sha256=hex(HMAC-SHA256(secret, "{${TIMESTAMP_HEADER}}.{raw body}"))`,
      },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
