import type { SiteLook } from './content/brand'
import { stockNavigation, TOYOTA_NAVIGATION, type NavigationContent } from './data/navigation'
import type { PlaceholderValues } from '../src/onboarding/placeholders'
import { environment, type Environment } from '../src/config/env'

type Weekday = '0' | '1' | '2' | '3' | '4' | '5' | '6'
export type Hours = { weekday: Weekday; status: 'Open' | 'Closed'; open?: string; close?: string }[]

export type DemoLocation = {
  name: string
  locationType: 'sales' | 'service' | 'parts'
  primary?: boolean
  street: string
  city: string
  state: string
  postcode: string
  lat: number
  lng: number
  phone: string
  hours: Hours
  licence?: string
  repairer?: string
  rating?: { averageRating: number; count: number }
  /** What Google Maps finds the business by (content spec §3 address.map_key); Get Directions then uses it. */
  mapKey?: string
}

export type DemoDealership = {
  name: string
  slug: string
  manufacturer?: string
  includeSoldCarsDays?: number
  locations: DemoLocation[]
}

export type DemoSite = {
  slug: string
  name: string
  template: 'franchise' | 'multi-franchise' | 'caravan'
  locale: 'en-AU' | 'en-NZ' | 'en-US'
  timeZone: string
  city: string
  state: string
  manufacturer?: string
  /** Makes of a multi-brand dealer (its locations' manufacturers; the brands mega-menu). */
  brands?: string[]
  theme: { primaryColor: string; accentColor: string; font: 'system' | 'serif' | 'rounded' }
  /** The generated logo and hero photo (seed/content/brand.ts), uploaded as the theme's logo and hero image. */
  look: SiteLook
  /** Template wording: `{{city}}`, `{{siteName}}` … (src/onboarding/placeholders.ts), filled when seeded. */
  heroTitle: string
  heroSubtitle: string
  dealerships: DemoDealership[]
  navigation: NavigationContent
}

/** Weekdays 0 (Sunday) to 6 (Saturday), as in the spec's opening hour entry. */
export const hours = (weekday: [string, string], saturday?: [string, string], sunday?: [string, string]): Hours => [
  sunday ? { weekday: '0', status: 'Open', open: sunday[0], close: sunday[1] } : { weekday: '0', status: 'Closed' },
  ...(['1', '2', '3', '4', '5'] as const).map((d) => ({
    weekday: d,
    status: 'Open' as const,
    open: weekday[0],
    close: weekday[1],
  })),
  saturday
    ? { weekday: '6', status: 'Open', open: saturday[0], close: saturday[1] }
    : { weekday: '6', status: 'Closed' },
]

export const DEMO_SITES: DemoSite[] = [
  {
    slug: 'harbour-toyota',
    name: 'Harbour Toyota',
    template: 'franchise',
    locale: 'en-AU',
    timeZone: 'Australia/Sydney',
    city: 'Sydney',
    state: 'NSW',
    manufacturer: 'Toyota',
    theme: { primaryColor: '#b3001b', accentColor: '#1a1a1a', font: 'system' },
    look: {
      emblem: 'wave',
      wordmark: ['Harbour', 'Toyota'],
      scene: 'harbour',
      vehicles: [{ shape: 'suv', paint: 'red' }],
    },
    heroTitle: 'Oh what a feeling, in {{city}}',
    heroSubtitle: 'New Toyotas, certified pre-owned cars and genuine service in {{city}}.',
    navigation: TOYOTA_NAVIGATION,
    dealerships: [
      {
        name: 'Harbour Toyota',
        slug: 'harbour-toyota',
        manufacturer: 'Toyota',
        locations: [
          {
            name: 'Harbour Toyota Sales',
            locationType: 'sales',
            primary: true,
            street: '120 Parramatta Road',
            city: 'Camperdown',
            state: 'NSW',
            postcode: '2050',
            lat: -33.8889,
            lng: 151.1767,
            phone: '02 9550 1200',
            hours: hours(['08:30', '17:30'], ['08:30', '16:00']),
            licence: 'MD 012345',
            repairer: 'MVRL 45678',
            rating: { averageRating: 4.7, count: 812 },
          },
          {
            name: 'Harbour Toyota Service',
            locationType: 'service',
            street: '8 Australia Street',
            city: 'Camperdown',
            state: 'NSW',
            postcode: '2050',
            lat: -33.8895,
            lng: 151.1775,
            phone: '02 9550 1210',
            hours: hours(['07:00', '17:30'], ['08:00', '12:00']),
            repairer: 'MVRL 45678',
          },
          {
            name: 'Harbour Toyota Parts',
            locationType: 'parts',
            street: '8 Australia Street',
            city: 'Camperdown',
            state: 'NSW',
            postcode: '2050',
            lat: -33.8895,
            lng: 151.1775,
            phone: '02 9550 1220',
            hours: hours(['07:30', '17:00'], ['08:00', '12:00']),
          },
        ],
      },
    ],
  },
  {
    slug: 'metro-used-cars',
    name: 'Metro Used Cars',
    template: 'multi-franchise',
    locale: 'en-AU',
    timeZone: 'Australia/Melbourne',
    city: 'Melbourne',
    state: 'VIC',
    theme: { primaryColor: '#0b3d91', accentColor: '#f5a400', font: 'rounded' },
    look: {
      emblem: 'road',
      wordmark: ['Metro', 'Used Cars'],
      scene: 'city',
      vehicles: [
        { shape: 'hatch', paint: 'silver' },
        { shape: 'sedan', paint: 'blue' },
      ],
    },
    heroTitle: 'Quality used cars, honest prices',
    heroSubtitle: 'Hundreds of inspected cars across {{city}}.',
    brands: ['Toyota', 'Mazda', 'Hyundai', 'Kia', 'Ford', 'Volkswagen'],
    navigation: stockNavigation('Used Cars', '/search/used-cars', true),
    dealerships: [
      {
        name: 'Metro Used Cars Dandenong',
        slug: 'metro-dandenong',
        includeSoldCarsDays: 5,
        locations: [
          {
            name: 'Metro Dandenong Sales',
            locationType: 'sales',
            primary: true,
            street: '250 Princes Highway',
            city: 'Dandenong',
            state: 'VIC',
            postcode: '3175',
            lat: -37.9875,
            lng: 145.2151,
            phone: '03 9791 4000',
            hours: hours(['09:00', '18:00'], ['09:00', '17:00'], ['10:00', '16:00']),
            licence: 'LMCT 11223',
            rating: { averageRating: 4.4, count: 356 },
          },
        ],
      },
      {
        name: 'Metro Used Cars Essendon',
        slug: 'metro-essendon',
        locations: [
          {
            name: 'Metro Essendon Sales',
            locationType: 'sales',
            // Issue 39.10: the demo's map key (its Get Directions goes to the business by name).
            mapKey: 'Metro Used Cars Essendon',
            street: '1010 Mt Alexander Road',
            city: 'Essendon',
            state: 'VIC',
            postcode: '3040',
            lat: -37.7547,
            lng: 144.9186,
            phone: '03 9379 2200',
            hours: hours(['09:00', '17:30'], ['09:00', '16:00']),
            licence: 'LMCT 11224',
            rating: { averageRating: 4.2, count: 198 },
          },
        ],
      },
    ],
  },
  {
    slug: 'outback-caravans',
    name: 'Outback Caravans',
    template: 'caravan',
    locale: 'en-AU',
    timeZone: 'Australia/Brisbane',
    city: 'Brisbane',
    state: 'QLD',
    theme: { primaryColor: '#7a4a1d', accentColor: '#2f6b3a', font: 'serif' },
    look: {
      emblem: 'sun',
      wordmark: ['Outback', 'Caravans'],
      scene: 'desert',
      vehicles: [
        { shape: 'caravan', paint: 'white' },
        { shape: 'ute', paint: 'white' },
      ],
    },
    heroTitle: 'Built for the long way round',
    heroSubtitle: 'Off-road caravans, camper trailers and tow vehicles.',
    navigation: stockNavigation('Caravans & Trailers', '/search'),
    dealerships: [
      {
        name: 'Outback Caravans',
        slug: 'outback-caravans',
        locations: [
          {
            name: 'Outback Caravans Sales',
            locationType: 'sales',
            primary: true,
            street: '55 Bruce Highway',
            city: 'Burpengary',
            state: 'QLD',
            postcode: '4505',
            lat: -27.1577,
            lng: 152.9577,
            phone: '07 3888 5500',
            hours: hours(['08:00', '17:00'], ['08:00', '15:00']),
            licence: 'QLD 3300712',
          },
          {
            name: 'Outback Caravans Service',
            locationType: 'service',
            street: '57 Bruce Highway',
            city: 'Burpengary',
            state: 'QLD',
            postcode: '4505',
            lat: -27.158,
            lng: 152.958,
            phone: '07 3888 5510',
            hours: hours(['07:30', '16:30']),
          },
        ],
      },
      {
        // A second yard, so the site shows forms.noPreferredDealership: its forms never ask which yard.
        name: 'Outback Caravans Toowoomba',
        slug: 'outback-toowoomba',
        locations: [
          {
            name: 'Outback Toowoomba Sales',
            locationType: 'sales',
            street: '480 Ruthven Street',
            city: 'Toowoomba',
            state: 'QLD',
            postcode: '4350',
            lat: -27.5736,
            lng: 151.9538,
            phone: '07 4632 7700',
            hours: hours(['08:00', '17:00'], ['08:00', '12:00']),
            licence: 'QLD 3300713',
          },
        ],
      },
    ],
  },
  {
    slug: 'lakeside-motors',
    name: 'Lakeside Motors',
    template: 'multi-franchise',
    locale: 'en-US',
    timeZone: 'America/Chicago',
    city: 'Madison',
    state: 'WI',
    theme: { primaryColor: '#005f73', accentColor: '#ee9b00', font: 'system' },
    look: {
      emblem: 'peak',
      wordmark: ['Lakeside', 'Motors'],
      scene: 'lake',
      vehicles: [{ shape: 'ute', paint: 'silver' }],
    },
    heroTitle: 'Your neighborhood car dealer',
    heroSubtitle: 'New and pre-owned vehicles in {{city}}, with financing that fits.',
    brands: ['Ford', 'Chevrolet', 'Honda', 'Jeep'],
    navigation: stockNavigation('Inventory', '/search', true),
    dealerships: [
      {
        name: 'Lakeside Motors',
        slug: 'lakeside-motors',
        locations: [
          {
            name: 'Lakeside Motors Sales',
            locationType: 'sales',
            primary: true,
            street: '4200 E Washington Ave',
            city: 'Madison',
            state: 'WI',
            postcode: '53704',
            lat: 43.1196,
            lng: -89.3292,
            phone: '(608) 555-0142',
            hours: hours(['09:00', '20:00'], ['09:00', '18:00']),
          },
        ],
      },
    ],
  },
]

/** What a demo site's placeholders say: its own name, town, state, first dealership and phone. */
export const placeholderValues = (demo: DemoSite): PlaceholderValues => ({
  siteName: demo.name,
  dealerName: demo.dealerships[0]?.name ?? demo.name,
  city: demo.city,
  state: demo.state,
  phone: demo.dealerships[0]?.locations[0]?.phone,
  siteSlug: demo.slug,
})

/**
 * The demo logins' password: SEED_PASSWORD, else 'demo-password' on a development machine. An empty SEED_PASSWORD is
 * refused (compose once passed `${SEED_PASSWORD:-}`, which `??` took as a password), and production needs it set.
 */
export const SEED_PASSWORD = (env: Environment = environment()): string => {
  const password = env.SEED_PASSWORD
  if (password === undefined) {
    if (env.NODE_ENV === 'production')
      throw new Error('SEED_PASSWORD is required to seed the demo sites with NODE_ENV=production.')
    return 'demo-password'
  }
  if (!password.trim()) throw new Error('SEED_PASSWORD is set but empty: give the demo logins a password or unset it.')
  return password
}

export const demoLogins = () => [
  { email: 'admin@example.com', password: SEED_PASSWORD(), role: 'platform admin' },
  ...DEMO_SITES.map((s) => ({
    email: `editor@${s.slug}.example.com`,
    password: SEED_PASSWORD(),
    role: `site editor, ${s.name}`,
  })),
  ...DEMO_SITES.map((s) => ({
    email: `site-admin@${s.slug}.example.com`,
    password: SEED_PASSWORD(),
    role: `site admin, ${s.name}`,
  })),
]
