import { AuditEvents } from './AuditEvents'
import { Cars } from './Cars'
import { ComplaintAuthorities } from './ComplaintAuthorities'
import { Dealerships } from './Dealerships'
import { Leads } from './Leads'
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
import { withWhereThroughRelations } from './hooks/whereThroughRelations'

export const collections = [
  Sites,
  Users,
  Dealerships,
  Locations,
  Manufacturers,
  Models,
  Offers,
  ServicePlans,
  PromoTiles,
  Reviews,
  Pages,
  Posts,
  Navigation,
  LegalTexts,
  ComplaintAuthorities,
  Media,
  Cars,
  Leads,
  Reservations,
  AuditEvents,
]
  .map(withIdCheck)
  // A where/sort path may cross a relationship into another collection only where the caller reads it unconstrained.
  .map(withWhereThroughRelations)
  // Upload fields take the document's own site's media or media shared by a platform admin.
  .map(withSiteMediaOnly)

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
  leads: {},
  reservations: {},
  // Read by the site's admins only (collections/access/auditEvents.ts), not by every member of its staff.
  'audit-events': { useTenantAccess: false },
} as const
