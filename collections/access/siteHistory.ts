import type { Plugin } from 'payload'
import { siteAdminOf } from './siteAdmin'

/**
 * Who reads a site's settings history: that site's admins (and platform admins). Versions name their site in
 * `parent`. Runs after the multi-tenant plugin, which narrows every access of the sites collection by `id` and, for
 * versions, by `version.id`: on the versions table that is the version's own number, not the site's, so it would
 * hide a site's history (and match unrelated versions whose number happens to equal a site's).
 */
export const siteHistoryAccess: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.slug === 'sites'
      ? { ...collection, access: { ...collection.access, readVersions: siteAdminOf('parent') } }
      : collection,
  ),
})
