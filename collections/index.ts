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
import { withIdCheck } from './hooks/idNotANumber'

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
].map(withIdCheck)

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
  media: {},
  cars: {},
  leads: {},
  reservations: {},
} as const
