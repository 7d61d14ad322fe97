import type { CollectionConfig } from 'payload'
import { ADMIN_GROUPS, type AdminGroup } from '../src/admin/navigationGroups'
import { AuditEvents } from './AuditEvents'
import { Cars } from './Cars'
import { ComplaintAuthorities } from './ComplaintAuthorities'
import { Dealerships } from './Dealerships'
import { LegalTexts } from './LegalTexts'
import { Locations } from './Locations'
import { Manufacturers } from './Manufacturers'
import { Media } from './Media'
import { Models } from './Models'
import { Navigation } from './Navigation'
import { Offers } from './Offers'
import { Pages } from './Pages'
import { Posts } from './Posts'
import { PromoTiles } from './PromoTiles'
import { Reservations } from './Reservations'
import { Reviews } from './Reviews'
import { ServicePlans } from './ServicePlans'
import { Sites } from './Sites'
import { Users } from './Users'
import { withSiteMediaOnly } from './fields/siteMediaOnly'
import { withIdCheck } from './hooks/idNotANumber'
import { withRestoreKeepingDeniedFields } from './hooks/restoreKeepsDeniedFields'
import { withWhereThroughRelations } from './hooks/whereThroughRelations'

/** Each collection's place in the admin menu; the menu shows the groups in the order of the list below. */
const ADMIN_GROUP_OF: Record<string, AdminGroup> = {
  sites: ADMIN_GROUPS.site,
  dealerships: ADMIN_GROUPS.site,
  locations: ADMIN_GROUPS.site,
  navigation: ADMIN_GROUPS.site,
  'legal-texts': ADMIN_GROUPS.site,
  users: ADMIN_GROUPS.site,
  cars: ADMIN_GROUPS.stock,
  models: ADMIN_GROUPS.stock,
  // The stock plugin's collection (src/stock/payload/plugin.ts).
  'stock-imports': ADMIN_GROUPS.stock,
  pages: ADMIN_GROUPS.content,
  posts: ADMIN_GROUPS.content,
  offers: ADMIN_GROUPS.content,
  'service-plans': ADMIN_GROUPS.content,
  'promo-tiles': ADMIN_GROUPS.content,
  reviews: ADMIN_GROUPS.content,
  media: ADMIN_GROUPS.content,
  leads: ADMIN_GROUPS.leads,
  reservations: ADMIN_GROUPS.leads,
  'audit-events': ADMIN_GROUPS.leads,
  manufacturers: ADMIN_GROUPS.platform,
  'complaint-authorities': ADMIN_GROUPS.platform,
}

function withAdminGroup(collection: CollectionConfig): CollectionConfig {
  const group = ADMIN_GROUP_OF[collection.slug]
  if (!group) throw new Error(`collections/index.ts: give '${collection.slug}' a group in ADMIN_GROUP_OF.`)
  return { ...collection, admin: { ...collection.admin, group } }
}

/**
 * What every collection gets, ours and a feature plugin's (a plugin that adds a collection passes it through this).
 */
export function contentCollection(collection: CollectionConfig): CollectionConfig {
  return [
    withAdminGroup,
    withIdCheck,
    // A where/sort path may cross a relationship into another collection only where the caller reads it unconstrained.
    withWhereThroughRelations,
    // Upload fields take the document's own site's media or media shared by a platform admin.
    withSiteMediaOnly,
    // A restored version keeps the stored value of each field the restoring user may not update.
    withRestoreKeepingDeniedFields,
  ].reduce((out, dress) => dress(out), collection)
}

/**
 * The content model. The collection files import no feature: each back-office feature (stock import, search sync,
 * leads, alerts, feed photos, ...) is a plugin in its own folder that adds its collections, fields, endpoints, hooks and
 * job tasks (payload.config.ts lists them; DESIGN.md "Features plug themselves in"). A collection file says in one
 * comment which plugins add to it. The house rules (contentCollection) go on every collection, the features' own too.
 */
export const collections: CollectionConfig[] = [
  Sites,
  Dealerships,
  Locations,
  Navigation,
  LegalTexts,
  Users,
  Cars,
  Models,
  Pages,
  Posts,
  Offers,
  ServicePlans,
  PromoTiles,
  Reviews,
  Media,
  // Leads: added here by the leads plugin (src/leads/payload/plugin.ts).
  Reservations,
  AuditEvents,
  Manufacturers,
  ComplaintAuthorities,
].map(contentCollection)

/** Collections owned by one site; the multi-tenant plugin adds their `site` field and staff scoping. */
export const siteScoped = {
  dealerships: {},
  locations: {},
  models: {},
  offers: {},
  'service-plans': {},
  'promo-tiles': {},
  reviews: {},
  pages: {},
  posts: {},
  navigation: { isGlobal: true },
  'legal-texts': { isGlobal: true },
  // Access written in collections/access/media.ts: staff also read media shared by a platform admin.
  media: { useTenantAccess: false },
  cars: {},
  // The stock plugin's collection (src/stock/payload/plugin.ts).
  'stock-imports': {},
  // Issue 39.11: the all-sites leads list shows each lead's site and filters by it (the plugin hides both by default).
  // (Leads is added by the leads plugin, src/leads/payload/plugin.ts, which runs before the multi-tenant plugin.)
  leads: { tenantFieldOverrides: { admin: { disableListColumn: false, disableListFilter: false } } },
  reservations: {},
  // Read by the site's admins only (collections/access/auditEvents.ts), not by every member of its staff.
  'audit-events': { useTenantAccess: false },
} as const
