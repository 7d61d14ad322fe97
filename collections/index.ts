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
import { PromoTiles } from './PromoTiles'
import { Reviews } from './Reviews'
import { ServicePlans } from './ServicePlans'
import { Sites } from './Sites'
import { Users } from './Users'

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
  Navigation,
  LegalTexts,
  ComplaintAuthorities,
  Media,
]

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
  navigation: { isGlobal: true },
  'legal-texts': { isGlobal: true },
  media: {},
} as const
