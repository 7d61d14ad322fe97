import type { CollectionConfig, Field } from 'payload'
import { anyone } from './access/anyone'
import { updateCars } from './access/cars'
import { staff } from './access/staff'
import { siteMediaAddress } from './fields/siteMediaOnly'
import { carSiteFromDealership } from './hooks/carSiteFromDealership'
import { photoAltFromCar } from './hooks/photoAltFromCar'
import { revalidateStock } from '../src/cache/revalidateContent'

const num = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'number', ...extra }) as Field
const txt = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'text', ...extra }) as Field
const bool = (name: string, label: string, defaultValue = false, description?: string): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue,
  ...(description ? { admin: { description } } : {}),
})
const help = (description: string) => ({ admin: { description } })
const DOLLARS = "In dollars, in the site's currency."

/**
 * Stock, with the field names of spec §3 "Car". Postgres is the source of truth; the search index follows it.
 * Features add to it (payload.config.ts lists them): search sync (src/search/payload/plugin.ts) its index hooks first
 * in afterChange and afterDelete; stock import (src/stock/payload/plugin.ts) the `POST /api/cars/import` endpoint;
 * alerts (src/shopper/alerts/payload/plugin.ts) the last afterChange hook;
 * feed photos (src/photos/plugin.ts) the `feedPhotos` field and a last afterDelete hook.
 */
export const Cars: CollectionConfig = {
  slug: 'cars',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'stocknum', 'car_type', 'status', 'price', 'dealership'],
    listSearchableFields: ['name', 'stocknum', 'vin', 'make', 'model'],
  },
  access: { read: anyone, create: staff, update: updateCars, delete: staff },
  hooks: {
    beforeValidate: [carSiteFromDealership],
    afterChange: [photoAltFromCar, revalidateStock.afterChange],
    afterDelete: [revalidateStock.afterDelete],
  },
  // A slug is unique within its site (carSiteFromDealership makes a variant when it is taken), not across sites.
  indexes: [
    { fields: ['dealership', 'stocknum'], unique: true },
    { fields: ['site', 'slug'], unique: true },
  ],
  // Tabs and rows only arrange the form (the names are spec §3's), in the order a dealer describes a car: what it is
  // (stock number first, the way the yard finds it), its price, its condition and history, its photos, and how the
  // website shows it.
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'The car',
          fields: [
            {
              type: 'row',
              fields: [
                txt('stocknum', 'Stock number', { required: true, index: true }),
                txt('vin', 'VIN', { index: true, ...help('The 17-character vehicle identification number.') }),
                txt('regplate', 'Number plate'),
              ],
            },
            {
              type: 'row',
              fields: [
                num('year', 'Year', { required: true, min: 1900, max: 2100 }),
                txt('make', 'Make', { required: true, index: true }),
                txt('model', 'Model', { required: true, index: true }),
                txt('badge', 'Badge', help('The trim level, e.g. Ascent Sport.')),
                txt('series', 'Series'),
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'car_type',
                  label: 'New, used or demo',
                  type: 'select',
                  required: true,
                  defaultValue: 'used',
                  options: [
                    { label: 'New', value: 'new' },
                    { label: 'Used', value: 'used' },
                    { label: 'Demo', value: 'demo' },
                  ],
                  index: true,
                },
                {
                  name: 'item_type',
                  label: 'Kind of vehicle',
                  type: 'select',
                  defaultValue: 'car',
                  options: [
                    { label: 'Car', value: 'car' },
                    { label: 'Caravan', value: 'caravan' },
                    { label: 'Trailer', value: 'trailer' },
                    { label: 'Motorcycle', value: 'motorcycle' },
                  ],
                },
                txt('colour', 'Colour'),
              ],
            },
            {
              type: 'row',
              fields: [
                txt('trans', 'Transmission', help('As the car page shows it, e.g. 6 speed automatic.')),
                txt('fuel', 'Fuel', help('As the car page shows it, e.g. Petrol - premium unleaded.')),
                txt('drive', 'Drive', help('e.g. Front wheel drive, 4x4.')),
                txt('engine_size', 'Engine', help('As the car page shows it, e.g. 2.0L.')),
              ],
            },
            {
              type: 'row',
              fields: [
                txt('simple_body', 'Body type', help('As shoppers filter by it, e.g. SUV, Hatch, Sedan, Ute.')),
                num('seats', 'Seats', { min: 0, max: 60 }),
                num('doors', 'Doors', { min: 0, max: 10 }),
              ],
            },
            {
              type: 'collapsible',
              label: 'How shoppers filter it',
              admin: {
                initCollapsed: true,
                description: 'The short words the search filters use, when the ones above are longer.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    txt('simple_transmission', 'Transmission', help('e.g. Automatic or Manual.')),
                    txt('simple_fuel', 'Fuel', help('e.g. Petrol, Diesel, Hybrid, Electric.')),
                  ],
                },
              ],
            },
            {
              name: 'variant',
              label: 'Manufacturer specifications',
              type: 'group',
              admin: { description: 'Usually filled by the feed.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    num('cylinders', 'Cylinders'),
                    num('enginesize', 'Engine capacity (cc)'),
                    num('enginesize_litres', 'Engine capacity (litres)'),
                    txt('induction', 'Turbo or not', help('e.g. Turbo, Aspirated.')),
                    txt('geartype', 'Gearbox'),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    num('fuelconsumptioncombined', 'Fuel use, combined (L/100 km)'),
                    num('fuelcapacity', 'Fuel tank (litres)'),
                    num('grossvehiclemass', 'Gross vehicle mass (kg)'),
                    num('torque', 'Torque (Nm)'),
                    num('ancaprating', 'ANCAP safety stars'),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    num('vehiclelength', 'Length'),
                    num('vehicleheight', 'Height'),
                    num('vehiclewidth', 'Width'),
                    txt('bodyconfiguration', 'Body shape'),
                  ],
                },
              ],
            },
            {
              name: 'specifications',
              label: 'Caravan and trailer details',
              type: 'group',
              admin: { description: 'Caravans and trailers only.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    num('body_length', 'Body length (feet)'),
                    num('body_width', 'Body width (feet)'),
                    num('tare_weight', 'Tare mass (kg)'),
                    num('aggregate_trailer_mass', 'Aggregate trailer mass (kg)'),
                    txt('axle_type', 'Axles', help('e.g. Single, Tandem.')),
                    num('sleeps', 'Sleeps'),
                  ],
                },
              ],
            },
            { name: 'features', label: 'Features', type: 'text', hasMany: true },
            { name: 'standardEquipment', label: 'Standard equipment', type: 'text', hasMany: true },
          ],
        },
        {
          label: 'Price and finance',
          fields: [
            {
              type: 'row',
              fields: [
                num('price', 'Price', { min: 0, ...help(`${DOLLARS} Leave empty to show "Enquire".`) }),
                txt('price_type', 'Price type', help('e.g. Drive away, Excl. government charges.')),
                num('before_price', 'Price before the discount', {
                  min: 0,
                  ...help(`${DOLLARS} Shown crossed out next to the price.`),
                }),
                num('subscription_price', 'Subscription price', { min: 0, ...help(DOLLARS) }),
              ],
            },
            {
              name: 'autograb_data',
              label: 'Market price',
              type: 'group',
              admin: { description: 'What similar cars sell for (from AutoGrab). In dollars.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    num('average_market_price', 'Average market price', { min: 0 }),
                    num('state_average_market_price', 'Average market price in the state', { min: 0 }),
                  ],
                },
              ],
            },
            {
              name: 'finance_lenders',
              label: 'Finance figures',
              labels: { singular: 'Lender', plural: 'Lenders' },
              type: 'array',
              admin: { description: 'Repayments quoted by each lender for this car.' },
              fields: [
                txt('provider', 'Lender', { required: true }),
                {
                  type: 'row',
                  fields: [
                    num('interestRate', 'Interest rate (%)'),
                    num('comparisonRate', 'Comparison rate (%)'),
                    num('paymentWeek', 'Weekly repayment ($)'),
                    num('paymentMonth', 'Monthly repayment ($)'),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    num('termYears', 'Term (years)'),
                    num('termMonths', 'Term (months)'),
                    num('deposit', 'Deposit ($)'),
                    num('balloon', 'Balloon payment ($)'),
                  ],
                },
                { name: 'disclaimer', label: 'Disclaimer', type: 'textarea' },
              ],
            },
            {
              name: 'payment_processors',
              label: 'Online payment options',
              type: 'text',
              hasMany: true,
              admin: { description: 'Payment services that can take a deposit or payment for this car online.' },
            },
          ],
        },
        {
          label: 'Condition and history',
          fields: [
            {
              type: 'row',
              fields: [
                num('km', 'Odometer (km)', { min: 0 }),
                // Feeds give build and compliance dates as YYYY-MM or YYYY-MM-DD; kept as given so re-imports compare equal.
                txt('build_date', 'Build date', { admin: { placeholder: 'YYYY-MM', description: 'e.g. 2021-06' } }),
                txt('compliance_date', 'Compliance date', {
                  admin: { placeholder: 'YYYY-MM', description: 'e.g. 2021-08' },
                }),
                txt('rego_expiry', 'Registration expires', {
                  admin: { placeholder: 'YYYY-MM-DD', description: 'e.g. 2026-03-31' },
                }),
              ],
            },
            {
              type: 'row',
              fields: [
                bool('certified', 'Certified pre-owned'),
                bool(
                  'has_nvic',
                  "Has a Glass's Guide code (NVIC)",
                  false,
                  'The car has a national vehicle code, so valuations and insurance quotes can find it.',
                ),
                num('accessories_count', 'Accessories fitted', { min: 0 }),
              ],
            },
            {
              name: 'file',
              label: 'History report',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'A vehicle history report shoppers can open from the car page.' },
            },
          ],
        },
        {
          label: 'Photos',
          fields: [
            {
              // Stored in the site's media (limited to it by collections/fields/siteMediaOnly.ts); several can be
              // uploaded at once and dragged into order.
              name: 'photos',
              label: 'Photos',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              admin: {
                description:
                  "Upload several photos at once and drag them into order. The first is the main one on the card and the car page; they show before any photos from the feed. A photo without alt text takes the car's title when the car is saved.",
              },
            },
            {
              name: 'images',
              label: 'Photos from the feed',
              labels: { singular: 'Photo', plural: 'Photos' },
              type: 'array',
              admin: {
                description:
                  "Photos the dealer's feed links to, by web address. The next feed import replaces them; upload photos above to add your own.",
                initCollapsed: true,
              },
              fields: [
                txt('url', 'Photo address', {
                  required: true,
                  validate: siteMediaAddress,
                  ...help('The web address of the photo.'),
                } as Partial<Field>),
              ],
            },
          ],
        },
        {
          label: 'On the website',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'status',
                  label: 'Availability',
                  type: 'select',
                  required: true,
                  defaultValue: 'in_stock',
                  options: [
                    { label: 'In stock', value: 'in_stock' },
                    { label: 'Coming soon', value: 'coming_soon' },
                    { label: 'Sold', value: 'sold' },
                  ],
                  index: true,
                },
                {
                  name: 'sold_date',
                  label: 'Date sold',
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayAndTime' } },
                },
                txt(
                  'tag',
                  'Tag on the car',
                  help("A few words on the car's card, e.g. 'Test Drive Only', 'Runout Sale'."),
                ),
              ],
            },
            {
              type: 'row',
              fields: [
                bool('show_on_dealer_website', 'Show on the website', true, 'Untick to keep the car off the listings.'),
                bool('reserved', 'Reserved'),
                bool('preorder', 'Pre-order'),
              ],
            },
            {
              type: 'row',
              fields: [
                txt('name', 'Listing title', help('Made from year, make, model and badge when left empty.')),
                txt('slug', 'Web address', {
                  index: true,
                  ...help("The end of the car page's address, unique within the site; made when left empty."),
                }),
              ],
            },
            txt(
              'carsales_title',
              'Title on Carsales',
              help("The title of this car's advert on carsales.com.au, when it differs."),
            ),
            {
              name: 'dealercomments',
              label: 'Dealer comments',
              type: 'textarea',
              admin: { description: 'Shown on the car page under "Dealer comments".' },
            },
            {
              name: 'categories',
              label: 'Search categories',
              type: 'text',
              hasMany: true,
              admin: { description: "Extra categories shoppers can find the car under, e.g. 'Family'." },
            },
            {
              type: 'row',
              fields: [
                txt('private_suburb', 'Suburb (private sale)', help('Where a privately sold car can be seen.')),
                txt('private_postcode', 'Postcode (private sale)'),
                num('views', 'Page views', { defaultValue: 0, min: 0, ...help('Counted by the website.') }),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'dealership',
      label: 'Dealership',
      type: 'relationship',
      relationTo: 'dealerships',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'location',
      label: 'Yard',
      type: 'relationship',
      relationTo: 'locations',
      admin: { position: 'sidebar', description: 'Where the car is kept, when the dealership has several yards.' },
    },
  ],
}
