import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { slugify } from '../src/domain/slugify'
import { modelCategoryValue } from '../collections/Models'
import { MANUFACTURER_NAMES } from './data/manufacturers'
import { complaintsNotice, COMPLAINT_AUTHORITIES, privacyPolicy, termsOfUse } from './data/legal'
import { servicePlanFor, TOYOTA_MODELS } from './data/toyota'
import { DEMO_SITES, type DemoSite, placeholderValues, SEED_PASSWORD } from './demoSites'
import { dealerHolidays } from '../src/domain/dealerHolidays'
import { fillPlaceholders, fillPlaceholdersDeep } from '../src/onboarding/placeholders'
import { richText } from './richText'
import { seedDemoStock } from './demoStock'
import { demoSiteSettings, seedDefaultImages } from './demoSettings'
import { brandFiles } from './content/brand'
import { seedMakeLogos } from './content/makeLogos'
import { siteWording } from './content/siteWording'
import {
  bodyOf,
  contentPages,
  demoTeam,
  homeBlocks,
  locationImage,
  modelImage,
  MULTI_BRAND_OFFERS,
  offerImage,
  reviewerAvatar,
  seedPosts,
} from './content'

/** Everything the demo seed owns, children before parents so deletes never dangle. */
const SEEDED: CollectionSlug[] = [
  'cars',
  'reviews',
  'promo-tiles',
  'service-plans',
  'offers',
  'models',
  'locations',
  'dealerships',
  'posts',
  'pages',
  'media',
  'navigation',
  'legal-texts',
  'users',
  'sites',
  'complaint-authorities',
  'manufacturers',
]

// Deterministic timestamps: the demo looks the same on every machine.
const SEED_DAY = '2026-01-15T00:00:00.000Z'

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'sites' })
  return totalDocs === 0
}

/** Resets the database to the demo content. Safe to run again: it always ends in the same state. */
export async function seedDemo(payload: Payload, log: (line: string) => void = () => undefined): Promise<void> {
  for (const collection of SEEDED) {
    await payload.delete({
      collection,
      where: { id: { exists: true } },
      context: { disableRevalidate: true, skipIndex: true },
    })
  }

  const manufacturers = new Map<string, number>()
  for (const name of MANUFACTURER_NAMES) {
    const doc = await payload.create({ collection: 'manufacturers', data: { name, slug: slugify(name) } })
    manufacturers.set(name, doc.id)
  }
  for (const authority of COMPLAINT_AUTHORITIES) {
    await payload.create({ collection: 'complaint-authorities', data: { ...authority } })
  }
  log(`${manufacturers.size} manufacturers, ${COMPLAINT_AUTHORITIES.length} complaint authorities`)

  await payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: SEED_PASSWORD(), name: 'Platform Admin', roles: ['platform-admin'] },
  })

  for (const demo of DEMO_SITES) {
    await seedSite(payload, demo, manufacturers)
    log(`site ${demo.slug}`)
  }
  // Issue 39.10: a logo for each of the demo's makes (shared media, held by the first site): the make list, the brands
  // menu and the certified badge of the franchise site's used Toyotas show them.
  const holder = await payload.find({ collection: 'sites', where: { slug: { equals: DEMO_SITES[0]!.slug } }, limit: 1 })
  const logos = await seedMakeLogos(payload, holder.docs[0]!.id, manufacturers)
  log(`${logos.size} make logos`)
  await seedDemoStock(payload, DEMO_SITES, log)
}

async function seedSite(payload: Payload, demo: DemoSite, manufacturers: Map<string, number>) {
  const manufacturer = demo.manufacturer ? manufacturers.get(demo.manufacturer) : undefined
  const site = await payload.create({
    collection: 'sites',
    data: {
      name: demo.name,
      slug: demo.slug,
      timeZone: demo.timeZone,
      city: demo.city,
      state: demo.state,
      manufacturer,
      domains: [{ domain: `${demo.slug}.example` }],
      // Switches and wording (seed/demoSettings.ts): what its kind of dealer has, and the settings it shows off.
      ...demoSiteSettings(demo),
      complaintsContact: {
        name: 'Customer Relations Manager',
        email: `care@${demo.slug}.example`,
        phone: demo.dealerships[0]?.locations[0]?.phone,
      },
    },
  })
  const siteId = site.id
  await seedBrand(payload, siteId, demo)
  await seedDefaultImages(payload, siteId, demo)

  await payload.create({
    collection: 'users',
    data: {
      email: `editor@${demo.slug}.example.com`,
      password: SEED_PASSWORD(),
      name: `${demo.name} Editor`,
      roles: ['staff'],
      tenants: [{ site: siteId, roles: ['site-editor'] }],
    },
  })
  // The dealer's own administrator: manages this site's settings and staff, nothing of any other site.
  await payload.create({
    collection: 'users',
    data: {
      email: `site-admin@${demo.slug}.example.com`,
      password: SEED_PASSWORD(),
      name: `${demo.name} Site Admin`,
      roles: ['staff'],
      tenants: [{ site: siteId, roles: ['site-admin'] }],
    },
  })

  const dealershipIds: number[] = []
  for (const dealer of demo.dealerships) {
    const dealership = await payload.create({
      collection: 'dealerships',
      data: {
        site: siteId,
        name: dealer.name,
        slug: dealer.slug,
        manufacturer: dealer.manufacturer ? manufacturers.get(dealer.manufacturer) : undefined,
        phone: dealer.locations[0]?.phone,
        includeSoldCarsDays: dealer.includeSoldCarsDays ?? 3,
        address: { ...pickAddress(dealer.locations[0]) },
        gmbProfiles: [{ name: dealer.name, reviewUrl: `https://g.page/r/${dealer.slug}/review` }],
      },
    })
    dealershipIds.push(dealership.id)
    for (const location of dealer.locations) {
      await payload.create({
        collection: 'locations',
        data: {
          site: siteId,
          name: location.name,
          slug: '', // filled from the name by the slug field's hook
          dealership: dealership.id,
          locationType: location.locationType,
          primary: location.primary ?? false,
          visible: true,
          timeZone: demo.timeZone,
          manufacturers: (dealer.manufacturer ? [dealer.manufacturer] : (demo.brands ?? [])).flatMap(
            (name) => manufacturers.get(name) ?? [],
          ),
          image: await locationImage(payload, siteId, demo, location.name, location.locationType),
          team: location.locationType === 'sales' ? demoTeam(demo) : [],
          address: locationAddress(location),
          contactDetail: {
            phone: location.phone,
            facebookUrl: `https://www.facebook.com/${dealer.slug}`,
            instagramUrl: `https://www.instagram.com/${dealer.slug}`,
            youtubeUrl: location.primary ? `https://www.youtube.com/@${dealer.slug}` : undefined,
          },
          openingHours: location.hours,
          // The country's own holidays (issue 39.6: no Boxing Day on a US site).
          specialHours: dealerHolidays(demo.locale, holidayYear()).map((h) => ({
            ...h,
            date: `${h.date}T00:00:00.000Z`,
          })),
          reviews: location.rating,
          dealerLicenseNumber: location.licence,
          motorVehicleRepairer: location.repairer,
        },
      })
    }
  }

  // The site's stock: its dealerships, picked from its own list (issue 20.7), never a typed filter.
  await payload.update({
    collection: 'sites',
    id: siteId,
    data: { search: { ...site.search, stockDealerships: dealershipIds } },
    context: { disableRevalidate: true, skipIndex: true },
  })

  await payload.create({
    collection: 'navigation',
    data: { site: siteId, title: `${demo.name} navigation`, ...demo.navigation },
  })
  await payload.create({
    collection: 'legal-texts',
    data: {
      site: siteId,
      title: `${demo.name} legal texts`,
      ...fillPlaceholdersDeep(
        {
          // Template wording: the dealer is a placeholder (issue 26.5), filled with this site's name; US sites in US
          // wording (issue 26.4).
          privacyPolicy: siteWording(privacyPolicy('{{siteName}}', demo.manufacturer), demo.locale),
          termsOfUse: siteWording(termsOfUse('{{siteName}}', demo.locale), demo.locale),
          complaintsNotice: siteWording(complaintsNotice('{{siteName}}'), demo.locale),
        },
        placeholderValues(demo),
      ),
      privacyPolicyUpdated: '2021-04-01T00:00:00.000Z',
    },
  })

  await seedPages(payload, siteId, demo)
  await seedReviews(payload, siteId, demo)
  await payload.create({
    collection: 'promo-tiles',
    data: {
      site: siteId,
      title: 'Summer Sale',
      text: 'Drive away deals all January.',
      link: '/special-offers',
      position: 6,
      // Spec §2: one tile runs from 2025-01-01 to 2025-02-01 in the +10:00 zone.
      start: '2024-12-31T14:00:00.000Z',
      expiry: '2025-01-31T14:00:00.000Z',
    },
  })
  await payload.create({
    collection: 'promo-tiles',
    data: {
      site: siteId,
      title: 'Get pre-approved',
      text: 'Know your budget before you shop.',
      link: '/finance',
      position: 9,
    },
  })

  if (demo.manufacturer === 'Toyota' && manufacturer !== undefined) await seedToyotaRange(payload, siteId, manufacturer)
}

/**
 * The site's logo and hero photo (issue 19.18), generated once by scripts/demo-photos.ts and kept in
 * seed/data/brand/: uploaded to the site's media and set as its theme's logo and hero image.
 */
async function seedBrand(payload: Payload, siteId: number, demo: DemoSite) {
  const files = brandFiles(demo.slug)
  const upload = async (file: string, mimetype: string, alt: string) => {
    const data = readFileSync(file)
    const doc = await payload.create({
      collection: 'media',
      data: { alt, site: siteId },
      file: { data, mimetype, name: path.basename(file), size: data.length },
      context: { disableRevalidate: true, skipIndex: true },
    })
    return doc.id
  }
  const logo = await upload(files.logo, 'image/png', demo.name)
  const heroImage = await upload(
    files.hero,
    'image/jpeg',
    `${demo.name}: ${fillPlaceholders(demo.heroSubtitle, placeholderValues(demo))}`,
  )
  await payload.update({
    collection: 'sites',
    id: siteId,
    data: { theme: { ...demo.theme, logo, heroImage } },
    context: { disableRevalidate: true, skipIndex: true },
  })
}

/** The year of the next Christmas, so the seeded holiday hours are always upcoming (the dialog lists upcoming days only). */
const holidayYear = () => {
  const now = new Date()
  return now.getUTCMonth() === 11 && now.getUTCDate() > 26 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
}

function pickAddress(location: DemoSite['dealerships'][number]['locations'][number] | undefined) {
  if (!location) return {}
  const { street, city, state, postcode, lat, lng } = location
  return {
    street,
    city,
    state,
    postcode,
    lat,
    lng,
    placeUrl: `https://maps.google.com/?q=${encodeURIComponent(`${street}, ${city} ${state} ${postcode}`)}`,
  }
}

/**
 * A location's address: with a map key (issue 39.10), the key and no listing link, so Get Directions goes to the
 * business by name (src/domain/locations.ts directionsUrl: a listing link would win over the key).
 */
function locationAddress(location: DemoSite['dealerships'][number]['locations'][number]) {
  const { placeUrl, ...address } = pickAddress(location)
  return location.mapKey ? { ...address, mapKey: location.mapKey } : { ...address, placeUrl }
}

/**
 * The pages are template wording (issue 26.5): they name the dealer and its town by placeholders, filled here with
 * the demo site's own facts, so a dealer made from this site speaks of itself (collections/onboarding/).
 */
async function seedPages(payload: Payload, siteId: number, demo: DemoSite) {
  const ownWords = <T>(page: T): T => fillPlaceholdersDeep(page, placeholderValues(demo))
  await payload.create({
    collection: 'pages',
    data: siteWording(
      ownWords({
        site: siteId,
        title: 'Home',
        slug: 'home',
        _status: 'published',
        metaDescription: `{{siteName}}: ${demo.heroSubtitle}`,
        layout: [
          {
            blockType: 'hero',
            title: demo.heroTitle,
            subtitle: demo.heroSubtitle,
            buttons: [
              { label: 'Browse stock', url: '/search', style: 'primary' },
              { label: 'Contact us', url: '/contact', style: 'secondary' },
            ],
          },
          {
            blockType: 'featureBanner',
            items: [
              { title: 'Latest offers', text: 'See this month’s specials.', url: '/special-offers' },
              { title: 'Book your service online', text: 'Pick a time that suits you.', url: '/service' },
              { title: 'Sell your car', text: 'Get an instant offer in 2 minutes.', url: '/trade-in' },
            ],
          },
          {
            blockType: 'richText',
            content: richText([
              { h2: 'Welcome to {{siteName}}' },
              'Family owned and serving {{city}} drivers. Visit us, call us, or browse our stock online.',
            ]),
          },
          ...homeBlocks(demo),
          {
            blockType: 'cta',
            title: 'Thinking of trading in?',
            text: 'Get a valuation online in minutes.',
            buttons: [{ label: 'Value my car', url: '/trade-in', style: 'primary' }],
          },
        ],
      }),
      demo.locale,
    ) as never,
    context: { disableRevalidate: true },
  })
  await payload.create({
    collection: 'pages',
    data: siteWording(
      ownWords({
        site: siteId,
        title: 'About Us',
        slug: 'about-us',
        _status: 'published',
        layout: [
          { blockType: 'hero', title: 'About {{siteName}}', subtitle: 'Your {{city}} car dealer.' },
          {
            blockType: 'richText',
            content: richText(['{{siteName}} helps {{city}} drivers find the right car.']),
          },
          { blockType: 'locations', display: 'grid', filter: 'all', title: 'Our Locations' },
          { blockType: 'reviews', title: 'What our customers say' },
        ],
      }),
      demo.locale,
    ),
    context: { disableRevalidate: true },
  })
  for (const page of contentPages(demo)) {
    await payload.create({
      collection: 'pages',
      data: siteWording(ownWords({ site: siteId, ...page, _status: 'published' }), demo.locale) as never,
      context: { disableRevalidate: true },
    })
  }
  await seedPosts(payload, siteId, demo, SEED_DAY)
}

async function seedReviews(payload: Payload, siteId: number, demo: DemoSite) {
  const reviews = [
    { customerName: 'Priya S.', rating: 5, text: `Smooth from start to finish. ${demo.name} made it easy.` },
    { customerName: 'Tom W.', rating: 4.6, text: 'Fair trade-in price and no pressure.' },
    { customerName: 'Mei L.', rating: 5, text: null },
    { customerName: 'Jack R.', rating: 3, text: 'Took a while to get the paperwork done.' },
    {
      customerName: 'Olivia K.',
      rating: 4.8,
      text: 'The service team explained everything and had the car back the same day.',
    },
    { customerName: 'Ben T.', rating: 4.2, text: 'Good range of colours to choose from and a helpful salesperson.' },
    // Spec §9: the default hidden reviews list has two entries.
    { customerName: 'Anonymous', rating: 1, text: 'Spam review removed by the dealer.', hidden: true },
    { customerName: 'Test Account', rating: 5, text: 'Test review, hidden.', hidden: true },
  ]
  for (const [i, review] of reviews.entries()) {
    const date = new Date(Date.parse(SEED_DAY) - i * 9 * 86_400_000).toISOString()
    await payload.create({
      collection: 'reviews',
      // Most reviews carry the reviewer's photo (spec content §3 Review: image); some have none.
      data: {
        site: siteId,
        ...siteWording(review, demo.locale),
        reviewDate: date,
        image: i < 4 ? await reviewerAvatar(payload, siteId, review.customerName, i) : null,
      },
      context: { disableRevalidate: true },
    })
  }
  for (const [i, offer] of (MULTI_BRAND_OFFERS[demo.slug] ?? []).entries()) {
    const make = await payload.find({
      collection: 'manufacturers',
      where: { name: { equals: offer.make } },
      limit: 1,
      depth: 0,
    })
    await payload.create({
      collection: 'offers',
      data: {
        site: siteId,
        name: offer.name,
        description: siteWording(offer.description, demo.locale),
        disclaimer: siteWording(offer.disclaimer, demo.locale),
        manufacturer: make.docs[0]?.id,
        image: await offerImage(payload, siteId, offer.name, offer.bodyStyle, demo.theme.primaryColor, i),
        order: i,
        startsAt: SEED_DAY,
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
  }
}

async function seedToyotaRange(payload: Payload, siteId: number, manufacturer: number) {
  for (const [index, model] of TOYOTA_MODELS.entries()) {
    const created = await payload.create({
      collection: 'models',
      data: {
        site: siteId,
        name: model.name,
        // Toyota's preferred order of names (spec content §1 Models mega-menu) is the range's own content.
        order: index + 1,
        slug: `toyota-${slugify(model.name)}`,
        manufacturer,
        manufacturerBody: modelCategoryValue(model.category),
        bodyStyle: model.bodyStyle,
        body: bodyOf(model.bodyStyle),
        fuel: model.fuel,
        status: model.category === 'Discontinued' ? 'discontinued' : 'current',
        description: `The Toyota ${model.name}: ${model.fuel.toLowerCase()}, ${model.bodyStyle === 'SUV' ? 'SUV' : model.bodyStyle.toLowerCase()} body, available in a colour to suit you.`,
        image: await modelImage(payload, siteId, model.name, model.bodyStyle, index),
        accessories: [
          { name: 'All-weather floor mats', price: 195, description: 'Tailored rubber mats with raised edges.' },
          { name: 'Tinted weather shields', price: 320, description: 'Fresh air in the rain, less glare in the sun.' },
          { name: 'Cargo liner', price: 149, description: 'Protects the boot floor from mud and spills.' },
          { name: 'Towbar kit', price: 1290, description: 'Genuine towbar, fitted and wired.' },
        ],
      },
      // The directory index is rebuilt in one call after seeding (scripts/prepare-db.ts).
      context: { disableRevalidate: true, skipIndex: true },
    })
    if (model.category !== 'Discontinued') {
      await payload.create({
        collection: 'service-plans',
        data: { site: siteId, modelName: model.name, model: created.id, ...servicePlanFor(model.name) },
        context: { disableRevalidate: true },
      })
    }
  }
  const offers = [
    {
      name: 'RAV4 Hybrid GX: 2.99% comparison rate',
      model: 'RAV4',
      description:
        'Finance the RAV4 Hybrid GX 2WD at 2.99% p.a. comparison rate for a limited time. Choose any colour at no extra cost, add genuine accessories to your loan, and enjoy three years of capped-price servicing with every new RAV4 Hybrid delivered this quarter.',
      disclaimer: 'Comparison rate based on a secured loan of $30,000 over 5 years. Offer ends 31 March 2026.',
    },
    {
      name: 'HiLux SR5 drive-away',
      model: 'HiLux',
      description: 'HiLux SR5 4x4 double cab from $64,990 drive away.',
      disclaimer: 'Drive-away price for private buyers. Metallic paint extra.',
    },
    {
      name: 'Corolla Hatch complimentary servicing',
      model: 'Corolla Hatch',
      description: 'Three years of complimentary capped-price servicing on Corolla Hatch.',
      disclaimer:
        'Applies to new Corolla Hatch vehicles sold before 31 March 2026 to private and ABN holders, excluding government, rental and fleet buyers. Complimentary servicing covers the first three scheduled services at 12 months or 15,000 km intervals, whichever comes first. Not transferable.',
    },
  ]
  for (const [order, offer] of offers.entries()) {
    const model = await payload.find({
      collection: 'models',
      where: { and: [{ site: { equals: siteId } }, { name: { equals: offer.model } }] },
      limit: 1,
    })
    await payload.create({
      collection: 'offers',
      data: {
        site: siteId,
        name: offer.name,
        description: offer.description,
        disclaimer: offer.disclaimer,
        manufacturer,
        model: model.docs[0]?.id,
        order,
        startsAt: SEED_DAY,
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
  }
}
