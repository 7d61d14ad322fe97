import { commitTransaction, type Endpoint, initTransaction, killTransaction, ValidationError } from 'payload'
import { isPlatformAdmin } from '../access/roles'
import { parseNewDealerSite } from '../../src/onboarding/newDealerInput'
import { createDealerSite, NewDealerSiteError } from '../onboarding/createDealerSite'

/** A field of the documents written, as the form names it (a refused domain is the form's "domain"). */
const formField = (path: string): string => {
  if (path.startsWith('domains')) return 'domain'
  if (path.startsWith('address.street')) return 'street'
  if (path.startsWith('address.postcode')) return 'postcode'
  if (path === 'phone' || path.startsWith('contactDetail.phone')) return 'phone'
  if (path === 'forms.leadWebhookUrl') return 'crmWebhookUrl'
  if (path === 'forms.leadEmail') return 'crmEmail'
  if (path.startsWith('forms.leadNotifications')) return 'salesEmail'
  return path
}

/**
 * POST /api/sites/new-dealer: opens a dealer's site from a template site (issue 20.7). Platform admins only. One
 * transaction: when any step fails nothing of the new site is kept.
 */
export const newDealerSiteEndpoint: Endpoint = {
  path: '/new-dealer',
  method: 'post',
  handler: async (req) => {
    if (!req.user)
      return Response.json({ error: 'Sign in as a platform admin.', field: 'authorization' }, { status: 401 })
    if (!isPlatformAdmin(req.user))
      return Response.json(
        { error: 'Only platform admins open new dealer sites.', field: 'authorization' },
        { status: 403 },
      )
    const body: unknown = req.json ? await req.json().catch(() => undefined) : req.data
    const parsed = parseNewDealerSite(body)
    if (!parsed.ok)
      return Response.json({ error: parsed.problem.message, field: parsed.problem.field }, { status: 400 })

    const ownTransaction = await initTransaction(req)
    try {
      const created = await createDealerSite(req, parsed.value)
      if (ownTransaction) await commitTransaction(req)
      return Response.json(
        {
          id: created.site.id,
          slug: created.site.slug,
          domain: parsed.value.domain,
          dealership: created.dealershipId,
          location: created.locationId,
          pages: created.pageSlugs,
        },
        { status: 201 },
      )
    } catch (error) {
      if (ownTransaction) await killTransaction(req)
      if (error instanceof NewDealerSiteError)
        return Response.json({ error: error.message, field: error.field }, { status: error.status })
      if (error instanceof ValidationError) {
        const first = error.data.errors[0]
        return Response.json(
          { error: first?.message ?? error.message, field: formField(first?.path ?? 'body') },
          { status: 400 },
        )
      }
      throw error
    }
  },
}
