import type { Access, FieldAccess } from 'payload'
import { isPlatformAdmin, siteIdsWithRole } from './roles'

/**
 * Site admins manage their own sites' settings and staff; editors only edit content.
 * Returns a Where so the answer depends on the document.
 */
export const siteAdminOf =
  (field: 'id' | 'parent' | 'tenants.site'): Access =>
  ({ req }) => {
    if (!req.user) return false
    if (isPlatformAdmin(req.user)) return true
    const ids = siteIdsWithRole(req.user, 'site-admin')
    if (ids.length === 0) return false
    return { [field]: { in: ids } }
  }

/** Only platform and site admins may change which sites a staff member belongs to, and in what role. */
export const siteAdminFieldAccess: FieldAccess = ({ req }) =>
  Boolean(req.user) && (isPlatformAdmin(req.user) || siteIdsWithRole(req.user, 'site-admin').length > 0)

/**
 * A field of the site document itself that only that site's admins (and platform admins) read and write: where its
 * leads go (e-mail, CRM webhook). Editors of the site edit content, not where shoppers' details are sent.
 */
export const thisSiteAdminField: FieldAccess = ({ req, doc, id }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  const siteId = (doc as { id?: number | string } | undefined)?.id ?? id
  return siteId !== undefined && siteIdsWithRole(req.user, 'site-admin').map(String).includes(String(siteId))
}
