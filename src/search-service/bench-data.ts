import type { StoredRecord } from './engine/record-store'

/** Small fast PRNG (mulberry32) so every run generates the same cars. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const MAKES: Record<string, string[]> = {
  Toyota: ['Corolla', 'Camry', 'RAV4', 'HiLux', 'LandCruiser', 'Kluger', 'Yaris', 'C-HR', 'Prado', 'HiAce'],
  Mazda: ['CX-5', 'CX-3', 'Mazda3', 'BT-50', 'CX-9', 'MX-5', 'CX-30', 'Mazda6'],
  Hyundai: ['i30', 'Tucson', 'Kona', 'Santa Fe', 'Venue', 'Ioniq 5', 'Palisade'],
  Ford: ['Ranger', 'Everest', 'Mustang', 'Puma', 'Escape', 'Transit'],
  Kia: ['Sportage', 'Cerato', 'Seltos', 'Sorento', 'Carnival', 'Picanto', 'EV6'],
  Mitsubishi: ['Triton', 'Outlander', 'ASX', 'Pajero Sport', 'Eclipse Cross'],
  Nissan: ['Navara', 'X-Trail', 'Qashqai', 'Patrol', 'Juke'],
  Volkswagen: ['Golf', 'Tiguan', 'Amarok', 'Polo', 'T-Roc'],
  Subaru: ['Forester', 'Outback', 'XV', 'WRX', 'Impreza'],
  Honda: ['CR-V', 'HR-V', 'Civic', 'Accord', 'Jazz'],
  'Mercedes-Benz': ['C-Class', 'GLC', 'A-Class', 'E-Class', 'GLE'],
  BMW: ['X3', 'X5', '3 Series', '1 Series', 'X1'],
  Škoda: ['Octavia', 'Kodiaq', 'Karoq', 'Fabia'],
  Isuzu: ['D-Max', 'MU-X'],
  MG: ['ZS', 'HS', 'MG3'],
  Tesla: ['Model 3', 'Model Y'],
  Jayco: ['Journey', 'Starcraft', 'Silverline'],
}
const BADGES = [
  'GX',
  'GXL',
  'SR',
  'SR5',
  'Ascent',
  'Sport',
  'Limited',
  'Touring',
  'Premium',
  'Active',
  'Elite',
  'Highline',
  'Trend',
  'XLT',
  'Wildtrak',
  'Base',
  'Luxury',
  'GT',
]
const SERIES = ['MY20', 'MY21', 'MY22', 'MY23', 'MY24', 'Series II', 'Facelift', 'Mk8', 'J10', 'AN60']
const COLOURS = [
  'White',
  'Black',
  'Silver',
  'Grey',
  'Blue',
  'Red',
  'Green',
  'Orange',
  'Bronze',
  'Yellow',
  'Brown',
  'Gold',
]
const BODIES = ['SUV', 'Sedan', 'Hatch', 'Ute', 'Wagon', 'Van', 'Coupe', 'Convertible', 'People Mover', 'Cab Chassis']
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'LPG']
const TRANSMISSIONS = ['Automatic', 'Manual']
const DRIVES = ['FWD', 'RWD', 'AWD', '4WD']
const CATEGORIES = ['Family', 'Off-road', 'Commuter', 'Luxury', 'Performance', 'Eco', 'Work', 'First car', 'Towing']
const FEATURES = [
  'Bluetooth',
  'Reverse Camera',
  'Apple CarPlay',
  'Android Auto',
  'Sunroof',
  'Leather Seats',
  'Heated Seats',
  'Cruise Control',
  'Adaptive Cruise',
  'Lane Assist',
  'Parking Sensors',
  'Navigation',
  'Tow Bar',
  'Roof Racks',
  'Keyless Entry',
  '360 Camera',
  'Wireless Charging',
  'Bull Bar',
]
const TAGS = ['Test Drive Only', 'runout sale', 'Low kms', 'One owner', 'Demo clearance']
const STATES: Record<string, string[]> = {
  NSW: ['Sydney', 'Newcastle', 'Wollongong', 'Penrith', 'Parramatta', 'Gosford'],
  VIC: ['Melbourne', 'Geelong', 'Ballarat', 'Bendigo', 'Dandenong'],
  QLD: ['Brisbane', 'Gold Coast', 'Cairns', 'Townsville', 'Toowoomba'],
  WA: ['Perth', 'Joondalup', 'Mandurah', 'Bunbury'],
  SA: ['Adelaide', 'Mount Gambier'],
  TAS: ['Hobart', 'Launceston'],
  ACT: ['Canberra'],
  NT: ['Darwin'],
}
const PRICE_BUCKETS = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000]
const FAR_FUTURE = 253_402_300_799
const DAY = 86_400

/** Number of dealerships and sites in the synthetic fleet (each site sells one dealership's stock). */
export const BENCH_DEALERSHIPS = 60
export const BENCH_NOW = 1_767_225_600

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]
}

function bucket(price: number): string {
  const upper = PRICE_BUCKETS.find((b) => price < b)
  const lower = [...PRICE_BUCKETS].reverse().find((b) => price >= b) ?? 0
  return upper === undefined ? `$${lower}+` : `$${lower} - $${upper}`
}

/**
 * Synthetic cars shaped like the app's index records (spec §3 fields and the filter attributes),
 * deterministic for a given count and seed.
 */
export function generateCars(count: number, seed = 42): StoredRecord[] {
  const random = seededRandom(seed)
  const makes = Object.keys(MAKES)
  const states = Object.keys(STATES)
  const dealerships = Array.from({ length: BENCH_DEALERSHIPS }, (_, i) => {
    const state = pick(random, states)
    const city = pick(random, STATES[state])
    return {
      id: i + 1,
      slug: `dealer-${i + 1}`,
      name: `${city} ${pick(random, makes)} Centre ${i + 1}`,
      state,
      city,
      locations: [`${city} Sales`, `${city} North`, `${city} Used`],
    }
  })
  const cars: StoredRecord[] = []
  for (let i = 0; i < count; i++) {
    const make = pick(random, makes)
    const model = pick(random, MAKES[make])
    const dealership = dealerships[Math.floor(random() * dealerships.length)]
    const typeRoll = random()
    const carType = typeRoll < 0.55 ? 'used' : typeRoll < 0.85 ? 'new' : 'demo'
    const statusRoll = random()
    const status = statusRoll < 0.82 ? 'in_stock' : statusRoll < 0.92 ? 'coming_soon' : 'sold'
    const year = carType === 'used' ? 2008 + Math.floor(random() * 17) : 2024 + Math.floor(random() * 2)
    const km =
      carType === 'new'
        ? Math.floor(random() * 50)
        : carType === 'demo'
          ? 500 + Math.floor(random() * 9500)
          : Math.floor(random() * 250_000)
    const price = random() < 0.03 ? 0 : Math.round((8_000 + random() * 92_000 + (year - 2008) * 1500) / 10) * 10
    const badge = pick(random, BADGES)
    const series = pick(random, SERIES)
    const colour = pick(random, COLOURS)
    const createdAt = BENCH_NOW - Math.floor(random() * 400 * DAY)
    const soldAt = status === 'sold' ? BENCH_NOW - Math.floor(random() * 10 * DAY) : null
    const show = random() < 0.97
    const weekly = price > 0 ? Math.round(price / 260) : null
    const featureCount = 2 + Math.floor(random() * 6)
    const features = [...new Set(Array.from({ length: featureCount }, () => pick(random, FEATURES)))]
    const categories = [
      ...new Set(Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(random, CATEGORIES))),
    ]
    const location = pick(random, dealership.locations)
    cars.push({
      objectID: `car-${i + 1}`,
      id: i + 1,
      slug: `${year}-${make}-${model}-${i + 1}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name: `${year} ${make} ${model} ${badge} ${series}`,
      year,
      make,
      model,
      make_model: `${make} ${model}`,
      badge,
      series,
      car_type: carType,
      status,
      sold: status === 'sold',
      reserved: random() < 0.04,
      price,
      has_price: price > 10 ? 1 : 0,
      price_range: price > 10 ? bucket(price) : null,
      subscription_price: random() < 0.1 ? Math.round(price / 300) : null,
      weekly_price: weekly,
      weekly_price_range:
        weekly === null ? null : `$${Math.floor(weekly / 50) * 50} - $${Math.floor(weekly / 50) * 50 + 50} per week`,
      km,
      transmission: pick(random, TRANSMISSIONS),
      body: make === 'Jayco' ? 'Caravan' : pick(random, BODIES),
      fuel: make === 'Tesla' ? 'Electric' : pick(random, FUELS),
      drive: pick(random, DRIVES),
      seats: pick(random, [2, 4, 5, 5, 5, 7, 7, 8]),
      colour,
      stocknum: `S${String(100_000 + i)}`,
      vin: `JT${Math.floor(random() * 1e15)
        .toString(36)
        .toUpperCase()
        .padStart(15, '0')}`,
      tag: random() < 0.1 ? pick(random, TAGS) : null,
      item_type: make === 'Jayco' ? 'caravan' : 'car',
      categories,
      filtered_features: features,
      show_on_dealer_website: show,
      sold_date_timestamp: soldAt,
      created_at_timestamp: createdAt,
      listed_until: !show ? 0 : soldAt === null ? FAR_FUTURE : soldAt + 3 * DAY,
      site_ids: [dealership.id],
      dealership_id: dealership.id,
      dealership_slug: dealership.slug,
      dealership_name: dealership.name,
      location_name: location,
      location: {
        name: location,
        slug: location.toLowerCase().replace(/\s+/g, '-'),
        address: { city: dealership.city, state: dealership.state },
      },
      city: dealership.city,
      state: dealership.state,
      primary_image_url: `https://images.example/cars/${i + 1}/1.jpg`,
      images: [`https://images.example/cars/${i + 1}/1.jpg`, `https://images.example/cars/${i + 1}/2.jpg`],
      dealercomments: `Well maintained ${make} ${model} with ${features.slice(0, 3).join(', ')}. Finance available, trade-ins welcome.`,
    })
  }
  return cars
}
