/**
 * Input shapes for the business rules, using the field names of the specs (section 3 of both documents).
 * Every field a search hit or a Payload document may leave out is optional and may be null.
 */

export type Locale = 'en-AU' | 'en-NZ' | 'en-US'

export type CarType = 'new' | 'used' | 'demo'

export type CarStatus = 'in_stock' | 'coming_soon' | 'sold'

/** A finance lender entry (spec: interestRate, comparisonRate, paymentWeek, paymentMonth, termYears, ...). */
export interface FinanceLender {
  interestRate?: number | null
  comparisonRate?: number | null
  paymentWeek?: number | null
  paymentMonth?: number | null
  termYears?: number | null
  termMonths?: number | null
  deposit?: number | null
  balloon?: number | null
  disclaimer?: string | null
}

export interface AutograbData {
  state_average_market_price?: number | null
  average_market_price?: number | null
}

/** Caravan and trailer specifications: widths and lengths in feet, masses in kg. */
export interface TrailerSpecifications {
  body_width?: number | null
  body_length?: number | null
  tare_weight?: number | null
  axle_type?: string | null
  sleeps?: number | string | null
  aggregate_trailer_mass?: number | null
}

export interface CarImage {
  image?: { url?: string | null } | null
}

export interface Car {
  id?: string | number
  slug?: string | null
  name?: string | null
  year?: number | null
  make?: string | null
  model?: string | null
  badge?: string | null
  series?: string | null
  car_type?: CarType | null
  status?: CarStatus | null
  sold?: boolean | null
  reserved?: boolean | null
  preorder?: boolean | null
  certified?: boolean | null
  price?: number | null
  price_type?: string | null
  before_price?: number | null
  subscription_price?: number | null
  km?: number | null
  trans?: string | null
  simple_transmission?: string | null
  simple_body?: string | null
  simple_fuel?: string | null
  fuel?: string | null
  drive?: string | null
  seats?: number | string | null
  doors?: number | string | null
  colour?: string | null
  engine_size?: string | number | null
  stocknum?: string | null
  vin?: string | null
  regplate?: string | null
  rego_expiry?: string | null
  build_date?: string | null
  compliance_date?: string | null
  /** ISO 8601 date-time, or epoch milliseconds. */
  created_at?: string | number | null
  tag?: string | null
  item_type?: string | null
  /** History report: its URL, or true when the search record only says the car has one. */
  file?: string | boolean | null
  dealercomments?: string | null
  dealership_id?: string | number | null
  dealership_slug?: string | null
  dealership_name?: string | null
  location_name?: string | null
  city?: string | null
  state?: string | null
  photos_count?: number | null
  images?: CarImage[] | null
  primary_image_url?: string | null
  show_on_dealer_website?: boolean | null
  payment_processors?: unknown[] | null
  /** Epoch seconds (spec: `sold_date_timestamp>{epochSeconds}`). */
  sold_date_timestamp?: number | null
  has_nvic?: boolean | null
  specifications?: TrailerSpecifications | null
  autograb_data?: AutograbData | null
  /** Keyed by finance provider key. */
  finance_lenders?: Partial<Record<string, FinanceLender | null>> | null
}

/** Opening hour entry: weekday 0 Sunday to 6 Saturday (Payload stores it as the string '0'..'6'). */
export interface OpeningHourEntry {
  weekday: number | string
  status: 'Open' | 'Closed' | string
  /** 24-hour 'HH:mm' (a 12-hour '8:30am' is accepted too). */
  open?: string | null
  close?: string | null
  formated_hours?: string | null
}

/** Special (holiday) hours for one date. */
export interface SpecialHoursEntry {
  /** 'YYYY-MM-DD', or an ISO date-time that is read in the dealer's time zone. */
  date: string
  status: 'Open' | 'Closed' | 'By appointment only' | string
  start_hour?: string | null
  end_hour?: string | null
  /** Content spec §9: the by-appointment phone line of a 'By appointment only' day. */
  appointment_phone?: string | null
}

export type LocationType = 'sales' | 'service' | 'parts'

export interface LocationAddress {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  lat?: number | string | null
  long?: number | string | null
  /** Spec §3: the maps link of the business listing, and its place id. */
  place_url?: string | null
  place_id?: string | null
  /** Content spec §3 address.map_key: the query the maps service finds the business by ('Acme Toyota Parramatta'). */
  map_key?: string | null
}

export interface LocationContactDetail {
  phone?: string | null
  landline_phone?: string | null
  facebook_url?: string | null
  instagram_url?: string | null
  youtube_url?: string | null
  linkedin_url?: string | null
}

export interface Location {
  id: string | number
  name: string
  slug?: string | null
  dealership_id?: string | number | null
  dealership_slug?: string | null
  /** Empty means sales. */
  location_type?: LocationType | '' | null
  location_subtype?: string | string[] | null
  manufacturers?: string[] | null
  primary?: boolean | null
  visible?: boolean | null
  address?: LocationAddress | null
  contact_detail?: LocationContactDetail | null
}

export interface Model {
  name: string
  /** Position in the site's models menu (content: the admin's Order field); unordered models come last. */
  order?: number | null
  slug?: string | null
  manufacturer_body?: string | null
  override_url?: string | null
}

export interface PromoNode {
  /** ISO 8601 with offset, or 'YYYY-MM-DD' / 'YYYY-MM-DDTHH:mm' read in the tile's time zone. */
  start?: string | null
  expiry?: string | null
  /** 1-based position in the results. */
  position: number
  /** Search conditions the tile is restricted to (empty: everywhere). */
  display?: string[] | null
  strictDisplay?: boolean | null
}
