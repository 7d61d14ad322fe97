import type { Block } from 'payload'
import { CallToAction } from './CallToAction/config'
import { ComplaintsNotice } from './ComplaintsNotice/config'
import { ContactForm } from './ContactForm/config'
import { ExpandableText } from './ExpandableText/config'
import { Faq } from './Faq/config'
import { FeatureBanner } from './FeatureBanner/config'
import { FinanceBanner } from './FinanceBanner/config'
import { Hero } from './Hero/config'
import { Locations } from './Locations/config'
import { ModelsGrid } from './ModelsGrid/config'
import { OffersList } from './OffersList/config'
import { PaymentMethods } from './PaymentMethods/config'
import { PriceRangeSearch } from './PriceRangeSearch/config'
import { Reviews } from './Reviews/config'
import { RichText } from './RichText/config'
import { ServiceAdvantage } from './ServiceAdvantage/config'

/**
 * Block configs only: Payload's CLI loads this file, and it cannot load the components' CSS.
 * The component map lives in ./components.ts.
 */
export const blockConfigs: Block[] = [
  Hero,
  RichText,
  FeatureBanner,
  CallToAction,
  Locations,
  OffersList,
  ModelsGrid,
  Faq,
  FinanceBanner,
  PaymentMethods,
  ContactForm,
  Reviews,
  ExpandableText,
  PriceRangeSearch,
  ServiceAdvantage,
  ComplaintsNotice,
]
