import type { Access } from 'payload'
import { isPlatformAdmin, siteIdsWithRole, staffSiteIds } from '@collections/access/roles'

/**
 * Stock imports: any staff member of a site (admin or editor, as for cars) starts one for a dealership of that site
 * and reads its report; the multi-tenant plugin narrows reads to their sites, and the create hook checks the
 * dealership's site (src/stock/payload/stockImportFeed.ts). Nobody edits an import: the job writes its progress
 * and report. The site's admins (and platform admins) delete old ones.
 */
export const readStockImports: Access = ({ req }) => Boolean(req.user)

export const createStockImports: Access = ({ req }) =>
  Boolean(req.user) && (isPlatformAdmin(req.user) || staffSiteIds(req.user).length > 0)

export const updateStockImports: Access = () => false

export const deleteStockImports: Access = ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  const ids = siteIdsWithRole(req.user, 'site-admin')
  return ids.length ? { site: { in: ids } } : false
}

/** May this user import stock for a dealership of this site? */
export const mayImportForSite = (user: unknown, siteId: number | string): boolean =>
  isPlatformAdmin(user) || staffSiteIds(user).map(String).includes(String(siteId))
