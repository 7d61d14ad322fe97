import type { Access } from 'payload'
import { isPlatformAdmin, siteIdsWithRole } from './roles'

/** The audit log of a site is its site admins' (and platform admins'); editors and visitors read none. */
export const readAuditEvents: Access = ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  const ids = siteIdsWithRole(req.user, 'site-admin')
  return ids.length ? { site: { in: ids } } : false
}
