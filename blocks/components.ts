import type { ComponentType } from 'react'
import type { Page } from '../payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { CallToActionComponent } from './CallToAction/Component'
import { ComplaintsNoticeComponent } from './ComplaintsNotice/Component'
import { ContactFormComponent } from './ContactForm/Component'
import { ExpandableTextComponent } from './ExpandableText/Component'
import { FaqComponent } from './Faq/Component'
import { FeatureBannerComponent } from './FeatureBanner/Component'
import { FinanceBannerComponent } from './FinanceBanner/Component'
import { HeroComponent } from './Hero/Component'
import { LocationsComponent } from './Locations/Component'
import { ModelsGridComponent } from './ModelsGrid/Component'
import { OffersListComponent } from './OffersList/Component'
import { PaymentMethodsComponent } from './PaymentMethods/Component'
import { PriceRangeSearchComponent } from './PriceRangeSearch/Component'
import { ReviewsComponent } from './Reviews/Component'
import { RichTextComponent } from './RichText/Component'
import { ServiceAdvantageComponent } from './ServiceAdvantage/Component'
import type { BlockData } from './loaders'

type LayoutBlock = NonNullable<Page['layout']>[number]
/** What every block gets: its fields, the site's link prefix, the site it renders for and what its loader read. */
type BlockProps<T extends LayoutBlock['blockType']> = {
  block: Extract<LayoutBlock, { blockType: T }>
  basePath: string
  ctx: SiteContext
  data: BlockData<T>
}

/** Block slug → component. Typed so a block config without a component fails the type check. */
export const blockComponents: { [K in LayoutBlock['blockType']]: ComponentType<BlockProps<K>> } = {
  hero: HeroComponent,
  richText: RichTextComponent,
  featureBanner: FeatureBannerComponent,
  cta: CallToActionComponent,
  locations: LocationsComponent,
  offersList: OffersListComponent,
  modelsGrid: ModelsGridComponent,
  faq: FaqComponent,
  financeBanner: FinanceBannerComponent,
  paymentMethods: PaymentMethodsComponent,
  contactForm: ContactFormComponent,
  reviews: ReviewsComponent,
  expandableText: ExpandableTextComponent,
  priceRangeSearch: PriceRangeSearchComponent,
  serviceAdvantage: ServiceAdvantageComponent,
  complaintsNotice: ComplaintsNoticeComponent,
}
