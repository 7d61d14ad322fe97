import type { Access, CollectionConfig, Where } from 'payload'
import { isPlatformAdmin, staffSiteIds } from './roles'

/**
 * Media, with the tenant scoping written out rather than left to the multi-tenant plugin, because staff must also
 * see (and pick) media a platform admin shared with every site. Images are public files: anyone reads them.
 * Staff write only their own sites' media; the plugin's site field still refuses a site they do not work for.
 */
const ownSites: Access = ({ req }) => {
  if (!req.user) return false
  if (isPlatformAdmin(req.user)) return true
  const ids = staffSiteIds(req.user)
  return ids.length > 0 ? { site: { in: ids } } : false
}

const readMedia: Access = ({ req }) => {
  if (!req.user || isPlatformAdmin(req.user)) return true
  const own: Where = { site: { in: staffSiteIds(req.user) } }
  const shared: Where = { shared: { equals: true } }
  return { or: [own, shared] }
}

export const mediaAccess: CollectionConfig['access'] = {
  read: readMedia,
  create: ({ req }) => Boolean(req.user),
  update: ownSites,
  delete: ownSites,
}
