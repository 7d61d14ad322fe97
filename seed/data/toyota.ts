/** The Toyota range of the models mega-menu (content spec §2) with its category tabs. */
export const TOYOTA_MODELS: { name: string; category: string; bodyStyle: string; fuel: string }[] = [
  { name: 'bZ4X', category: 'Electrified', bodyStyle: 'SUV', fuel: 'Electric' },
  { name: 'Prado', category: 'SUVs & 4WDs', bodyStyle: 'SUV', fuel: 'Diesel' },
  { name: 'C-HR', category: 'SUVs & 4WDs', bodyStyle: 'SUV', fuel: 'Hybrid' },
  { name: 'Yaris', category: 'Hatch & sedans', bodyStyle: 'Hatch', fuel: 'Hybrid' },
  { name: 'Corolla Hatch', category: 'Hatch & sedans', bodyStyle: 'Hatch', fuel: 'Hybrid' },
  { name: 'Camry', category: 'Hatch & sedans', bodyStyle: 'Sedan', fuel: 'Hybrid' },
  { name: 'Corolla Sedan', category: 'Hatch & sedans', bodyStyle: 'Sedan', fuel: 'Hybrid' },
  { name: 'Yaris Cross', category: 'SUVs & 4WDs', bodyStyle: 'SUV', fuel: 'Hybrid' },
  { name: 'Corolla Cross', category: 'SUVs & 4WDs', bodyStyle: 'SUV', fuel: 'Hybrid' },
  { name: 'RAV4', category: 'SUVs & 4WDs', bodyStyle: 'SUV', fuel: 'Hybrid' },
  { name: 'Kluger', category: 'SUVs & 4WDs', bodyStyle: 'SUV', fuel: 'Hybrid' },
  { name: 'Fortuner', category: 'SUVs & 4WDs', bodyStyle: 'SUV', fuel: 'Diesel' },
  { name: 'LandCruiser 300', category: 'SUVs & 4WDs', bodyStyle: 'SUV', fuel: 'Diesel' },
  { name: 'HiLux', category: 'Utes & Vans', bodyStyle: 'Ute', fuel: 'Diesel' },
  { name: 'LandCruiser 70', category: 'Utes & Vans', bodyStyle: 'Ute', fuel: 'Diesel' },
  { name: 'Tundra', category: 'Utes & Vans', bodyStyle: 'Ute', fuel: 'Petrol' },
  { name: 'HiAce', category: 'Utes & Vans', bodyStyle: 'Van', fuel: 'Diesel' },
  { name: 'Granvia', category: 'Utes & Vans', bodyStyle: 'People Mover', fuel: 'Diesel' },
  { name: 'Coaster', category: 'Utes & Vans', bodyStyle: 'Bus', fuel: 'Diesel' },
  { name: 'GR Yaris', category: 'GR & performance', bodyStyle: 'Hatch', fuel: 'Petrol' },
  { name: 'GR86', category: 'GR & performance', bodyStyle: 'Coupe', fuel: 'Petrol' },
  { name: 'GR Corolla', category: 'GR & performance', bodyStyle: 'Hatch', fuel: 'Petrol' },
  { name: 'GR Supra', category: 'GR & performance', bodyStyle: 'Coupe', fuel: 'Petrol' },
  { name: 'Mirai', category: 'Discontinued', bodyStyle: 'Sedan', fuel: 'Hydrogen' },
]

type Plan = { amount: number; years: number; services: number; interval: string; range: string }

/** Spec §9 "Advertised service prices": default $250 for 5 services over 5 years or 75,000 km. */
const DEFAULT_PLAN: Plan = {
  amount: 250,
  years: 5,
  services: 5,
  interval: '12 months or 15,000 km',
  range: '75,000 km',
}
const COMMERCIAL: Omit<Plan, 'amount'> = {
  years: 3,
  services: 6,
  interval: '6 months or 10,000 km',
  range: '60,000 km',
}

export const TOYOTA_SERVICE_PRICES: Record<string, Plan> = {
  Coaster: { ...DEFAULT_PLAN, amount: 485 },
  HiAce: { ...COMMERCIAL, amount: 290 },
  Granvia: { ...COMMERCIAL, amount: 290 },
  HiLux: { ...COMMERCIAL, amount: 290 },
  Fortuner: { ...COMMERCIAL, amount: 290 },
  Prado: { ...DEFAULT_PLAN, amount: 390, range: '100,000 km' },
  'LandCruiser 70': { ...DEFAULT_PLAN, amount: 525 },
  'LandCruiser 300': { ...DEFAULT_PLAN, amount: 400 },
  Tundra: { ...DEFAULT_PLAN, amount: 400 },
  bZ4X: { ...DEFAULT_PLAN, amount: 180 },
  'Corolla Hatch': { ...DEFAULT_PLAN, amount: 245 },
  'Corolla Sedan': { ...DEFAULT_PLAN, amount: 245 },
  Yaris: { ...DEFAULT_PLAN, amount: 245 },
  Camry: { ...DEFAULT_PLAN, amount: 255 },
  'Yaris Cross': { ...DEFAULT_PLAN, amount: 250 },
  'C-HR': { ...DEFAULT_PLAN, amount: 250 },
  'Corolla Cross': { ...DEFAULT_PLAN, amount: 250 },
  RAV4: { ...DEFAULT_PLAN, amount: 260 },
  Kluger: { ...DEFAULT_PLAN, amount: 265 },
}

export const servicePlanFor = (model: string): Plan => TOYOTA_SERVICE_PRICES[model] ?? DEFAULT_PLAN
