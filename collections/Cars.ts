import type { CollectionConfig, Field } from 'payload'
import { anyone } from './access/anyone'
import { updateCars } from './access/cars'
import { staff } from './access/staff'
import { importStockEndpoint } from './endpoints/importStock'
import { carSiteFromDealership } from './hooks/carSiteFromDealership'
import { revalidateStock } from './hooks/revalidateContent'
import { removeCarFromIndex, syncCarToIndex } from './hooks/syncCarToIndex'

const num = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'number', ...extra }) as Field
const txt = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...extra }) as Field
const bool = (name: string, defaultValue = false): Field => ({ name, type: 'checkbox', defaultValue })

/** Stock, with the field names of spec §3 "Car". Postgres is the source of truth; the search index follows it. */
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
    afterChange: [syncCarToIndex, revalidateStock.afterChange],
    afterDelete: [removeCarFromIndex, revalidateStock.afterDelete],
  },
  indexes: [{ fields: ['dealership', 'stocknum'], unique: true }],
  endpoints: [importStockEndpoint],
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Vehicle',
          fields: [
            {
              type: 'row',
              fields: [
                txt('name', { admin: { description: 'Made from year, make, model and badge when empty.' } }),
                txt('slug', { index: true, unique: true, admin: { description: 'Made when empty.' } }),
              ],
            },
            {
              type: 'row',
              fields: [
                num('year', { required: true, min: 1900, max: 2100 }),
                txt('make', { required: true, index: true }),
                txt('model', { required: true, index: true }),
                txt('badge'),
                txt('series'),
              ],
            },
            txt('carsales_title'),
            {
              type: 'row',
              fields: [
                {
                  name: 'car_type',
                  type: 'select',
                  required: true,
                  defaultValue: 'used',
                  options: ['new', 'used', 'demo'],
                  index: true,
                },
                {
                  name: 'status',
                  type: 'select',
                  required: true,
                  defaultValue: 'in_stock',
                  options: ['in_stock', 'coming_soon', 'sold'],
                  index: true,
                },
                {
                  name: 'item_type',
                  type: 'select',
                  defaultValue: 'car',
                  options: ['car', 'caravan', 'trailer', 'motorcycle'],
                },
                txt('tag', { admin: { description: "e.g. 'Test Drive Only', 'Runout Sale'" } }),
              ],
            },
            {
              type: 'row',
              fields: [
                bool('reserved'),
                bool('preorder'),
                bool('certified'),
                bool('has_nvic'),
                bool('show_on_dealer_website', true),
              ],
            },
            {
              type: 'row',
              fields: [
                txt('stocknum', { required: true, index: true }),
                txt('vin', { index: true }),
                txt('regplate'),
                txt('rego_expiry', { admin: { placeholder: 'YYYY-MM-DD' } }),
              ],
            },
            // Feeds give build and compliance dates as YYYY-MM or YYYY-MM-DD; kept as given so re-imports compare equal.
            {
              type: 'row',
              fields: [
                txt('build_date', { admin: { placeholder: 'YYYY-MM' } }),
                txt('compliance_date', { admin: { placeholder: 'YYYY-MM' } }),
                { name: 'sold_date', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
              ],
            },
            {
              type: 'row',
              fields: [
                txt('private_suburb'),
                txt('private_postcode'),
                num('views', { defaultValue: 0, min: 0 }),
                num('accessories_count', { min: 0 }),
              ],
            },
          ],
        },
        {
          label: 'Price',
          fields: [
            {
              type: 'row',
              fields: [
                num('price', { min: 0 }),
                txt('price_type'),
                num('before_price', { min: 0 }),
                num('subscription_price', { min: 0 }),
              ],
            },
            { name: 'payment_processors', type: 'text', hasMany: true },
            {
              name: 'autograb_data',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [num('average_market_price', { min: 0 }), num('state_average_market_price', { min: 0 })],
                },
              ],
            },
            {
              name: 'finance_lenders',
              type: 'array',
              admin: { description: 'Lender figures keyed by provider.' },
              fields: [
                txt('provider', { required: true }),
                {
                  type: 'row',
                  fields: [num('interestRate'), num('comparisonRate'), num('paymentWeek'), num('paymentMonth')],
                },
                { type: 'row', fields: [num('termYears'), num('termMonths'), num('deposit'), num('balloon')] },
                { name: 'disclaimer', type: 'textarea' },
              ],
            },
          ],
        },
        {
          label: 'Specs',
          fields: [
            {
              type: 'row',
              fields: [
                num('km', { min: 0 }),
                txt('trans'),
                txt('simple_transmission'),
                txt('fuel'),
                txt('simple_fuel'),
              ],
            },
            {
              type: 'row',
              fields: [
                txt('simple_body'),
                txt('drive'),
                num('seats', { min: 0, max: 60 }),
                num('doors', { min: 0, max: 10 }),
                txt('colour'),
                txt('engine_size'),
              ],
            },
            {
              name: 'variant',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    num('cylinders'),
                    num('enginesize', { admin: { description: 'cc' } }),
                    num('enginesize_litres'),
                    txt('induction'),
                    txt('geartype'),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    num('fuelconsumptioncombined'),
                    num('fuelcapacity'),
                    num('grossvehiclemass'),
                    num('torque'),
                    num('ancaprating'),
                  ],
                },
                {
                  type: 'row',
                  fields: [num('vehiclelength'), num('vehicleheight'), num('vehiclewidth'), txt('bodyconfiguration')],
                },
              ],
            },
            {
              name: 'specifications',
              type: 'group',
              admin: { description: 'Caravans and trailers: sizes in feet, masses in kg.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    num('body_length'),
                    num('body_width'),
                    num('tare_weight'),
                    num('aggregate_trailer_mass'),
                    txt('axle_type'),
                    num('sleeps'),
                  ],
                },
              ],
            },
            { name: 'features', type: 'text', hasMany: true },
            { name: 'standardEquipment', type: 'text', hasMany: true },
            { name: 'categories', type: 'text', hasMany: true },
          ],
        },
        {
          label: 'Media and comments',
          fields: [
            { name: 'images', type: 'array', fields: [txt('url', { required: true })] },
            { name: 'file', type: 'upload', relationTo: 'media', admin: { description: 'Car history report.' } },
            { name: 'dealercomments', type: 'textarea' },
          ],
        },
      ],
    },
    {
      name: 'dealership',
      type: 'relationship',
      relationTo: 'dealerships',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', admin: { position: 'sidebar' } },
  ],
}
