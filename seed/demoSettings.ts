import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import type { DemoSite } from './demoSites'
import { MODEL_MENU_LINK_FLAGS } from '../src/domain/modelMenuLinks'
import { uploadImage } from './content'
import { locationSvg, offerSvg, postSvg } from './content/images'

/** The settings a demo site is seeded with: everything of a site that is a switch, a choice or wording. */
export type DemoSettings = Pick<
  Site,
  'template' | 'locale' | 'theme' | 'search' | 'cards' | 'finance' | 'forms' | 'header' | 'content' | 'carPage'
>

type Groups = Omit<DemoSettings, 'template' | 'locale' | 'theme'>
type SettingsPatch = { [G in keyof Groups]?: Partial<NonNullable<Groups[G]>> }

/**
 * Issue 26.7 "Every setting visible in the demo": each setting the product has is on (or off, when it is on by default)
 * in at least one demo site, where it suits that dealer, so a reviewer sees it and the e2e suites meet it.
 * docs/demo-sites.md lists which site shows which; tests/unit/content/demoSettings.test.ts holds every setting of the
 * Sites collection to it, read from the collection's config.
 */
/** Harbour Toyota's sidebar filters: the usual ones with the five of issue 26.6, each beside its kin. */
export const NEW_SIDEBAR_FILTERS = [
  'filtered_features',
  'make_model',
  'status',
  'price_range',
  'subscription_price',
] as const
const HARBOUR_FILTERS = [
  'car_type',
  'status',
  'make',
  'model',
  'make_model',
  'price',
  'price_range',
  'subscription_price',
  'year',
  'km',
  'body',
  'fuel',
  'transmission',
  'filtered_features',
  'colour',
  'seats',
  'location_name',
] as const

/** Lakeside Motors' car page buttons: test drive first, a button of its own, then the enquiry; the rest follow. */
export const LAKESIDE_BUTTONS = [
  { button: 'test-drive' },
  { button: 'custom', label: 'Visit Our Showroom', link: '/contact' },
  { button: 'enquire' },
] as const

const SHOWCASE: Record<string, SettingsPatch> = {
  // The franchise dealer: runout tags and subscriptions on new Toyotas, model pages at /models/new-toyota-…-vehicle,
  // its finance form at /apply-for-finance, and default images per section (seedDefaultImages below).
  'harbour-toyota': {
    // Issue 39.10: the five sidebar filters of issue 26.6 beside the usual ones (features, make and model,
    // availability, price brackets, and the subscription price of its subscribed new Toyotas).
    search: { filters: [...HARBOUR_FILTERS] },
    cards: { runoutSaleGreen: true, subscriptions: true },
    finance: { route: '/apply-for-finance' },
    content: { modelPagePattern: 'new-vehicle' },
  },
  // The used-car dealer: the /used-car/… routes, makes by volume, SEO copy on its search pages, descriptions on its
  // cards, Buy Online (it sells online), trade-in valuations saved with the lead, distance sort options.
  'metro-used-cars': {
    search: {
      usedCarListRoute: true,
      makesByVolume: true,
      popularMakes: ['Toyota', 'Mazda', 'Hyundai'],
      popularMakesHeading: 'Our most popular makes',
      sortOptions: ['relevant', 'latest', 'price_asc', 'price_desc', 'km_asc', 'km_desc'],
      seoHeading: 'Used cars for sale in Melbourne',
      seoFooter:
        'Every used car at Metro Used Cars is inspected, comes with a history report and can be test driven at our yards.\n\nTrade in your current car, arrange finance and drive away the same day.',
    },
    cards: {
      showDescriptions: true,
      buyButton: 'buy-online',
      arrivingSoonText: 'Arriving soon, please enquire for photos',
    },
    forms: { saveValuation: true },
  },
  // The caravan dealer talks to shoppers by chat: no header search, phones or contact buttons, no sticky call bar; no
  // finance, compare or similar cars; its own form rules and terms wording; favourites only for priced used vans.
  'outback-caravans': {
    search: {
      filters: ['car_type', 'make', 'model', 'price', 'year', 'item_type', 'categories', 'location_name'],
    },
    // No saved-search alerts: the yard follows up its shoppers by chat (the site switch of issue 30.4).
    cards: { compare: false, strictSaveRule: true, shopperAlerts: false },
    finance: { enabled: false },
    forms: {
      messageRequired: false,
      forceLocationField: true,
      // Two yards, and the van is what matters: its forms never ask which yard (the team routes the lead).
      noPreferredDealership: true,
      hideOptIn: true,
      testDriveTerms: true,
      tradeInLink: false,
      termsField: 'terms_conditions',
      termsMessage: 'long',
      leadNotifications: { enabled: false },
    },
    header: { searchBar: false, phones: false, contactButtons: false, locationBanner: false },
    content: { stickyMobileFooter: false },
    carPage: {
      similarCars: false,
      printPdf: false,
      getDirectionsNewTab: false,
      sidebar: false,
      starRating: true,
    },
  },
  // The US dealer: no finance figures for one make, the location asked on new-car forms, a bolder reserve button.
  'lakeside-motors': {
    finance: { disabledMakes: ['Jeep'] },
    forms: { locationRequiredForNewCars: true },
    // Issue 39.10: its own button order, with a button of its own (Sites › Car page › Sidebar buttons).
    carPage: { reserveButtonStyle: 'primary', sidebarButtons: [...LAKESIDE_BUTTONS] },
  },
}

/** `base` with each group of `patch` laid over it, field by field (one level of groups, and groups inside them). */
function overlay<T extends Record<string, unknown>>(base: T, patch: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    const under = out[key]
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && under && typeof under === 'object'
        ? overlay(under as Record<string, unknown>, value as Record<string, unknown>)
        : value
  }
  return out as T
}

/** The settings of one demo site: what its kind of dealer has (template, locale, brand), then its showcase. */
export function demoSiteSettings(demo: DemoSite): DemoSettings {
  const base: DemoSettings = {
    template: demo.template,
    locale: demo.locale,
    theme: demo.theme,
    // The caravan dealer takes offers through its live chat (spec §2: one dealer opens a chat widget instead).
    forms: {
      makeAnOffer: demo.template !== 'franchise',
      // Issue 39.1: every demo site's leads reach a person. Addresses on the site's own .example domain: with no
      // SMTP_HOST they land in the local outbox (DATA_DIR/outbox), so the demo shows the real flow.
      leadEmail: `crm@${demo.slug}.example`,
      leadNotifications: { enabled: true, emails: [`sales@${demo.slug}.example`] },
    },
    header: {
      hoverDropdowns: demo.template === 'franchise',
      chat: demo.template === 'caravan',
      chatOffForServiceAndParts: demo.template === 'caravan',
    },
    cards: {
      electricHybridTags: demo.template === 'franchise',
      favourites: demo.locale === 'en-US' ? 'watchlist' : 'local',
      // The US cards show condition, transmission, odometer and fuel: the odometer a shopper compares (issue 26.4).
      showDescriptions: demo.locale === 'en-US',
    },
    // Lender figures of one provider show in the finance box; the other sites use the calculator rate.
    // Harbour Toyota quotes personalised finance for cars with an NVIC; the US site, whose shoppers sign in for their
    // watchlist, runs gated mode (checkout and finance need sign-in).
    finance:
      demo.template === 'franchise'
        ? { provider: 'provider_b', calculatorInterestRate: 8.5, personalised: true }
        : { gatedMode: demo.locale === 'en-US' },
    // The multi-franchise used-car dealer sells its used cars online (/checkout-journey).
    carPage: {
      byAppointmentOnly: demo.template === 'caravan',
      onlinePurchase: demo.slug === 'metro-used-cars',
      reserveRequiresSignIn: demo.slug !== 'metro-used-cars',
    },
    content: {
      modelMenuLinks:
        demo.manufacturer === 'Toyota'
          ? // Every supplementary link the Toyota mega-menu has (spec §2 "Models mega-menu").
            [...MODEL_MENU_LINK_FLAGS]
          : ['all-models', 'our-stock'],
      blogAdventures: demo.manufacturer === 'Toyota',
    },
  }
  return overlay(base, SHOWCASE[demo.slug] ?? {})
}

/** The sections whose pages fall back to a site's default image (Sites › Content pages › Default images). */
const DEFAULT_IMAGE_SECTIONS = ['offers', 'finance', 'contact', 'fleet', 'parts', 'blog'] as const

/**
 * Default images per section on the franchise dealer (its Toyota offers have no photo of their own): drawn like the
 * other demo images, uploaded to its media and set on the site.
 */
export async function seedDefaultImages(payload: Payload, siteId: number, demo: DemoSite): Promise<void> {
  if (demo.slug !== 'harbour-toyota') return
  const { primaryColor, accentColor } = demo.theme
  const images: Record<string, number> = {}
  for (const section of DEFAULT_IMAGE_SECTIONS) {
    const svg =
      section === 'offers'
        ? offerSvg('suv', '#c8102e', primaryColor)
        : section === 'blog'
          ? postSvg('#cfe6f7', accentColor)
          : section === 'fleet'
            ? offerSvg('van', '#f2f3f5', primaryColor)
            : locationSvg(demo.name, primaryColor, section === 'parts' ? 'parts' : 'sales')
    images[section] = await uploadImage(payload, siteId, `default-${section}`, `${demo.name}: ${section}`, svg)
  }
  const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 0 })
  await payload.update({
    collection: 'sites',
    id: siteId,
    data: { content: { ...site.content, defaultImages: images } },
    context: { disableRevalidate: true, skipIndex: true },
  })
}
