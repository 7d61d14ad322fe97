import type { Payload } from 'payload'
import { richText } from '../richText'
import type { DemoSite } from '../demoSites'
import { siteWording } from './siteWording'
import { avatarSvg, type BodyShape, locationSvg, modelSvg, offerSvg, png, postSvg } from './images'

/** Seeds the content pages of issue 8: media, service and company pages, blog posts, offers of multi-brand sites. */

const quiet = { disableRevalidate: true, skipIndex: true }

export async function uploadImage(
  payload: Payload,
  siteId: number,
  name: string,
  alt: string,
  svg: string,
): Promise<number> {
  const data = await png(svg)
  const doc = await payload.create({
    collection: 'media',
    data: { alt, site: siteId },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
    context: quiet,
  })
  return doc.id
}

const SHAPES: Record<string, BodyShape> = {
  SUV: 'suv',
  Hatch: 'hatch',
  Sedan: 'sedan',
  Ute: 'ute',
  Van: 'van',
  'People Mover': 'van',
  Bus: 'bus',
  Coupe: 'coupe',
  Wagon: 'wagon',
}
/** The §9 body type of a body style. */
const BODIES: Record<string, string> = {
  SUV: 'suv',
  Hatch: 'hatch',
  Sedan: 'sedan',
  Ute: 'ute',
  Van: 'van',
  'People Mover': 'peopleMover',
  Bus: 'bus',
  Coupe: 'coupe',
  Wagon: 'wagon',
}
const PAINT = ['#c8102e', '#f2f3f5', '#1f2a36', '#8a9199', '#0b4ea2', '#2f6b3a', '#e8a317']

export const bodyOf = (bodyStyle: string) => BODIES[bodyStyle] as 'suv' | undefined
export const shapeOf = (bodyStyle: string): BodyShape => SHAPES[bodyStyle] ?? 'sedan'

export async function modelImage(
  payload: Payload,
  siteId: number,
  name: string,
  bodyStyle: string,
  index: number,
): Promise<number> {
  return uploadImage(
    payload,
    siteId,
    `model-${name}`,
    `The ${name}`,
    modelSvg(shapeOf(bodyStyle), PAINT[index % PAINT.length]!),
  )
}

/** A reviewer's avatar: initials on a colour of the palette. */
export async function reviewerAvatar(payload: Payload, siteId: number, name: string, index: number): Promise<number> {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase()
  return uploadImage(
    payload,
    siteId,
    `reviewer-${index}`,
    name,
    avatarSvg(initials, PAINT[(index + 3) % PAINT.length]!),
  )
}

export async function offerImage(
  payload: Payload,
  siteId: number,
  name: string,
  bodyStyle: string,
  accent: string,
  index: number,
): Promise<number> {
  return uploadImage(
    payload,
    siteId,
    `offer-${index}`,
    name,
    offerSvg(shapeOf(bodyStyle), PAINT[(index + 1) % PAINT.length]!, accent),
  )
}

export async function locationImage(
  payload: Payload,
  siteId: number,
  demo: DemoSite,
  name: string,
  department: string,
): Promise<number> {
  return uploadImage(
    payload,
    siteId,
    `location-${name}`,
    `${name} dealership`,
    locationSvg(demo.name, demo.theme.primaryColor, department),
  )
}

/** Team of a sales location (shown at /teams/{location slug}). */
export const demoTeam = (demo: DemoSite) => [
  { name: 'Alex Morgan', role: 'Dealer Principal', email: `alex@${demo.slug}.example` },
  { name: 'Sam Nguyen', role: 'Sales Manager', phone: demo.dealerships[0]?.locations[0]?.phone },
  { name: 'Jordan Lee', role: 'Finance Manager' },
  { name: 'Chris Patel', role: 'Service Advisor' },
]

type Block = Record<string, unknown> & { blockType: string }
type PageSeed = { title: string; slug: string; metaDescription?: string; layout: Block[] }

const hero = (
  title: string,
  subtitle: string,
  buttons: { label: string; url: string; style?: 'primary' | 'secondary' }[] = [],
): Block => ({
  blockType: 'hero',
  title,
  subtitle,
  buttons,
})
const text = (...blocks: Parameters<typeof richText>[0]): Block => ({
  blockType: 'richText',
  content: richText(blocks),
})

/** Manufacturers' own finance calculators (spec content §1: outbound links to the manufacturer's calculator). */
const MANUFACTURER_FINANCE_CALCULATOR: Record<string, string> = {
  Toyota: 'https://www.toyota.com.au/finance/calculator',
}

/** The §2 content pages as CMS pages built from blocks. */
export function contentPages(demo: DemoSite): PageSeed[] {
  const toyota = demo.manufacturer === 'Toyota'
  const make = demo.manufacturer ?? 'your car'
  const pages: PageSeed[] = [
    {
      title: 'Service',
      slug: 'service',
      metaDescription: 'Servicing at {{siteName}}: capped-price servicing, genuine parts and qualified technicians.',
      layout: [
        hero('Vehicle Service', `Genuine service for ${make} by factory-trained technicians.`, [
          { label: 'Book a Service', url: '/genuine-service' },
        ]),
        ...(toyota
          ? [
              {
                blockType: 'serviceAdvantage',
                title: 'Toyota Service Advantage',
                intro:
                  'Capped-price servicing for eligible new Toyota vehicles: the same price every service, for every eligible model below.',
                bookingLabel: 'Book a Service',
                bookingUrl: '/genuine-service',
                bookingExternalPath: '/service-booking',
              },
            ]
          : []),
        { blockType: 'locations', display: 'find-us', filter: 'service-and-parts' },
        {
          blockType: 'paymentMethods',
          title: 'Ways to pay',
          methods: ['visa', 'mastercard', 'eftpos', 'bank-transfer', 'finance'],
        },
        {
          blockType: 'faq',
          title: 'Service questions',
          items: [
            {
              question: 'How long does a service take?',
              answer:
                'Most logbook services take two to three hours. We offer a courtesy shuttle and a waiting lounge with Wi-Fi.',
            },
            {
              question: 'Will servicing here keep my warranty?',
              answer:
                'Yes. We follow the manufacturer schedule and use genuine parts, so your new-car warranty stays intact.',
            },
          ],
        },
      ],
    },
    {
      title: 'Genuine Service',
      slug: 'genuine-service',
      layout: [
        hero(`${toyota ? 'Toyota ' : ''}Genuine Service`, 'Book online in a minute: pick a day that suits you.', [
          { label: 'Call the service team', url: '/contact-us' },
        ]),
        {
          blockType: 'contactForm',
          title: 'Request a service booking',
          intro: 'Tell us your car and a preferred day; we confirm by phone.',
          enquiryType: 'Service Booking',
        },
      ],
    },
    {
      title: 'Warranty Advantage',
      slug: 'warranty',
      layout: [
        hero('Warranty Advantage', 'Up to 7 years of engine and driveline cover when you service with us.'),
        text(
          { h2: 'What is covered' },
          'The warranty covers defects in materials and workmanship. Keep servicing on schedule with us to keep your extended cover.',
        ),
        {
          blockType: 'expandableText',
          title: 'Terms at a glance',
          summary: 'Extended cover applies to eligible vehicles serviced on time by an authorised dealer.',
          content: richText([
            'Cover is subject to logbook servicing within 1,000 km or 30 days of each scheduled service. Wear items are excluded. Full terms are available from our service team.',
          ]),
        },
      ],
    },
    {
      title: 'Roadside Assist',
      slug: 'roadside-assist',
      layout: [
        hero('Roadside Assist', 'Help when you need it, 24 hours a day, 7 days a week.'),
        text(
          'Flat battery, flat tyre or locked out? Call roadside assistance and help will be on its way. Cover is included for the first year with eligible new vehicles.',
        ),
      ],
    },
    {
      title: 'Fleet',
      slug: 'fleet',
      layout: [
        hero(
          'Business Fleet',
          'Fleet pricing, dedicated account management and service priority for businesses of every size.',
          [{ label: 'Talk to our fleet team', url: '/contact' }],
        ),
        {
          blockType: 'financeBanner',
          variant: 'finance',
          title: 'Business finance made simple',
          text: 'Chattel mortgage, lease and novated options for your fleet.',
          buttonLabel: 'Finance Enquiry',
          url: '/finance-enquiry',
        },
        { blockType: 'contactForm', title: 'Fleet enquiry', enquiryType: 'Fleet Enquiry' },
      ],
    },
    {
      title: 'Vehicle Parts & Accessories',
      slug: 'vehicle-parts-and-accessories',
      layout: [
        hero('Parts & Accessories', 'Genuine parts and accessories, fitted by our team or ready to collect.'),
        { blockType: 'locations', display: 'find-us', filter: 'parts' },
        {
          blockType: 'paymentMethods',
          title: 'Ways to pay',
          methods: ['visa', 'mastercard', 'amex', 'eftpos', 'afterpay'],
        },
      ],
    },
    {
      title: 'Buying',
      slug: 'buying',
      layout: [
        hero('Buying a car with us', 'New, demo or pre-owned: a straightforward way to your next car.'),
        { blockType: 'priceRangeSearch', title: 'Shop by budget', buttonLabel: 'Search cars' },
        {
          blockType: 'financeBanner',
          variant: 'access-loan',
          title: 'Access loan',
          text: 'Pre-approved finance so you can buy with confidence.',
          buttonLabel: 'Get pre-approved',
          url: '/finance-enquiry',
        },
        {
          blockType: 'faq',
          title: 'Trade-in questions',
          items: [
            {
              question: 'Can I trade in my current car?',
              answer: 'Yes. Get a valuation online and we will confirm it when we inspect the car.',
            },
            {
              question: 'Will my car get an online estimate?',
              answer:
                'Cars over 7 years old or over 100,000 km generally get no online estimate; our team will value them in person.',
            },
          ],
        },
        { blockType: 'reviews', title: 'What our customers say' },
      ],
    },
    {
      // Spec content §2 /car-finance/: finance at a glance, with the manufacturer's own calculator where there is one.
      title: 'Car Finance',
      slug: 'car-finance',
      metaDescription: 'Car finance at {{siteName}}: a quick estimate, then a quote from our finance team.',
      layout: [
        hero('Car Finance', 'Competitive finance on new, demo and used cars, arranged where you buy.', [
          { label: 'Apply for finance', url: '/finance-enquiry', style: 'primary' },
        ]),
        text(
          'Every car page shows an estimated weekly repayment. Tell us about the car and your budget and our finance team will send you a quote you can rely on.',
        ),
        ...(MANUFACTURER_FINANCE_CALCULATOR[demo.manufacturer ?? '']
          ? [
              {
                blockType: 'cta',
                title: `${demo.manufacturer} finance calculator`,
                text: `Work out repayments on a new ${demo.manufacturer} with the manufacturer's own calculator.`,
                buttons: [
                  {
                    label: `Open the ${demo.manufacturer} calculator`,
                    url: MANUFACTURER_FINANCE_CALCULATOR[demo.manufacturer ?? ''],
                    style: 'secondary',
                  },
                ],
              },
            ]
          : []),
        {
          blockType: 'financeBanner',
          variant: 'access-loan',
          title: 'Pre-approval',
          text: 'Know your budget before you choose: pre-approved finance, subject to the lender’s criteria.',
          buttonLabel: 'Get pre-approved',
          url: '/finance-enquiry',
        },
      ],
    },
    {
      title: 'Customer Feedback Survey',
      slug: 'customer-feedback-survey',
      layout: [
        hero('We are sorry we missed the mark', 'Tell us what went wrong and a manager will contact you personally.'),
        { blockType: 'contactForm', title: 'Your feedback', enquiryType: 'Customer Feedback' },
      ],
    },
    {
      title: 'Complaint Handling Process',
      slug: 'handling-complaint',
      layout: [{ blockType: 'complaintsNotice', title: 'Complaint Handling Process' }],
    },
  ]
  if (toyota) {
    pages.push(
      {
        title: 'Toyota Hybrids',
        slug: 'toyota-hybrids',
        layout: [
          hero('Toyota Hybrids', 'Self-charging hybrid across the range.'),
          { blockType: 'modelsGrid', title: 'Hybrid models', body: 'suv', showBodyFilter: true },
        ],
      },
      {
        title: 'myToyota Connect',
        slug: 'mytoyota-connect',
        layout: [
          hero('myToyota Connect', 'Your Toyota, connected to your phone.'),
          text('See fuel, trips and service reminders in the app.'),
        ],
      },
      {
        title: 'Toyota Connected',
        slug: 'toyota-connected',
        layout: [
          hero('Toyota Connected Services', 'Safety and convenience services built into your car.'),
          text('Automatic collision notification, SOS call and stolen vehicle tracking.'),
        ],
      },
      {
        title: 'Diamond Advantage',
        slug: 'diamond-advantage',
        layout: [hero('Diamond Advantage', 'Our loyalty program: priority servicing and member pricing.')],
      },
    )
  }
  return pages
}

/** Blocks the home page gets in addition to the foundation's hero, banner, text and call to action. */
export function homeBlocks(demo: DemoSite): Block[] {
  return [
    ...(demo.manufacturer === 'Toyota'
      ? [{ blockType: 'modelsGrid', title: 'Explore the range', showBodyFilter: true }]
      : []),
    { blockType: 'offersList', title: 'Special Offers', limit: 3 },
    { blockType: 'priceRangeSearch', title: 'Shop by budget', buttonLabel: 'Search cars' },
    { blockType: 'locations', display: 'carousel', filter: 'all' },
    { blockType: 'reviews', title: 'What our customers say' },
  ]
}

const POSTS = [
  {
    title: 'Five things to check on a test drive',
    category: 'Buyer Advice',
    excerpt: 'A checklist for your next test drive, from seat comfort to the spare tyre.',
  },
  {
    title: 'How often should you service your car?',
    category: 'Servicing Insights',
    excerpt: 'Logbook intervals explained, and why skipping one costs more later.',
  },
  {
    title: 'Road trip ready: a winter driving checklist',
    category: 'Motoring Tips',
    excerpt: 'Tyres, wipers and a full tank: get ready for the long weekend.',
  },
  {
    title: 'First drive: our favourite family SUV this year',
    category: 'Vehicle Reviews',
    excerpt: 'Seven seats, a big boot and good manners around town: our verdict.',
  },
] as const

export async function seedPosts(payload: Payload, siteId: number, demo: DemoSite, publishedAt: string): Promise<void> {
  const cover = await uploadImage(
    payload,
    siteId,
    `blog-${demo.slug}`,
    'A road through green hills',
    postSvg('#cfe6f7', demo.theme.accentColor),
  )
  for (const [i, post] of POSTS.entries()) {
    await payload.create({
      collection: 'posts',
      data: {
        site: siteId,
        title: siteWording(post.title, demo.locale),
        slug: '',
        category: post.category,
        excerpt: siteWording(post.excerpt, demo.locale),
        publishedAt: new Date(Date.parse(publishedAt) - i * 5 * 86_400_000).toISOString(),
        image: cover,
        content: siteWording(
          richText([
            post.excerpt,
            `The team at ${demo.name} shares what we have learnt from years of helping ${demo.city} drivers. Pick the colour you love, then ask us about personalised finance.`,
          ]),
          demo.locale,
        ),
        _status: 'published',
      },
      context: quiet,
    })
  }
}

/** Offers for the multi-brand demo sites (their paths carry the manufacturer segment). */
export const MULTI_BRAND_OFFERS: Record<
  string,
  { name: string; make: string; bodyStyle: string; description: string; disclaimer: string }[]
> = {
  'lakeside-motors': [
    {
      name: 'Ford F-150 XLT: 0.9% APR',
      make: 'Ford',
      bodyStyle: 'Ute',
      description:
        'Finance a new F-150 XLT at 0.9% APR for 60 months. Choose your colour, add the tow package and drive home today with personalised delivery and a full tank.',
      disclaimer:
        'With approved credit through the manufacturer finance company. 0.9% APR for 60 months equals $17.05 per month per $1,000 financed. Not all buyers will qualify. Residency restrictions apply. Take new retail delivery from dealer stock by March 31, 2026. See dealer for complete details and eligibility requirements.',
    },
    {
      name: 'Chevrolet Equinox lease special',
      make: 'Chevrolet',
      bodyStyle: 'SUV',
      description: 'Lease a 2026 Equinox LT from $299 a month for 36 months. Inquire today about the color you want.',
      disclaimer: 'Closed-end lease, $2,999 due at signing. Mileage charge of $0.25 per mile over 30,000 miles.',
    },
  ],
  'metro-used-cars': [
    {
      name: 'Free 12-month warranty on every used car',
      make: 'Toyota',
      bodyStyle: 'Hatch',
      description: 'Every used car we sell this month comes with a 12-month nationwide warranty at no extra cost.',
      disclaimer: 'Applies to cars under 10 years old and 160,000 km. Excludes wear items.',
    },
  ],
}
