import type { LeadFormKind } from '../../../src/leads/constants'
import {
  buildFormSettings,
  type CarSummary,
  type FormSettingsInput,
  type SiteFormSwitches,
} from '../../../src/leads/settings'

export const usedCar: CarSummary = {
  id: 42,
  name: '2021 Toyota RAV4 GX',
  slug: '2021-toyota-rav4-gx-s123',
  car_type: 'used',
  status: 'in_stock',
  tag: null,
  make: 'Toyota',
  model: 'RAV4',
  year: 2021,
  km: 35000,
  badge: 'GX',
  price: 38990,
  stocknum: 'S123',
  dealershipSlug: 'harbour-toyota',
  dealershipName: 'Harbour Toyota',
  imageUrl: null,
}

export const newCar: CarSummary = { ...usedCar, id: 43, car_type: 'new', km: 10, name: '2025 Toyota RAV4 GXL' }

export const oneLocation = [{ value: '7', label: 'Harbour Toyota Sales' }]
export const twoLocations = [...oneLocation, { value: '8', label: 'Harbour Toyota City' }]
export const oneDealership = [{ value: 'harbour-toyota', label: 'Harbour Toyota' }]
export const twoDealerships = [
  { value: 'metro-dandenong', label: 'Metro Dandenong' },
  { value: 'metro-essendon', label: 'Metro Essendon' },
]

export function settingsFor(
  kind: LeadFormKind,
  options: Partial<Omit<FormSettingsInput, 'kind' | 'site'>> & {
    forms?: SiteFormSwitches
    locale?: 'en-AU' | 'en-NZ' | 'en-US'
  } = {},
) {
  const { forms, locale, ...rest } = options
  return buildFormSettings({
    kind,
    site: { slug: 'harbour-toyota', locale: locale ?? 'en-AU', forms: forms ?? {} },
    locations: oneLocation,
    dealerships: oneDealership,
    ...rest,
  })
}

export const contact = { name: 'Jamie Citizen', email: 'jamie@example.com', phone: '0412 345 678' }
