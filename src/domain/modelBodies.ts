/** Spec (content) §9 "Body types list", in the spec's order. /models?body={body} filters the range by one of these. */
export const MODEL_BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const

export type ModelBodyType = (typeof MODEL_BODY_TYPES)[number]

const LABELS: Record<ModelBodyType, string> = {
  '4x4': '4x4',
  bus: 'Bus',
  cabChassis: 'Cab Chassis',
  convertible: 'Convertible',
  coupe: 'Coupe',
  hardtop: 'Hardtop',
  hatch: 'Hatch',
  hatchback: 'Hatchback',
  motorhome: 'Motorhome',
  lightTruck: 'Light Truck',
  peopleMover: 'People Mover',
  sedan: 'Sedan',
  softtop: 'Softtop',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  stationWagon: 'Station Wagon',
}

const key = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The body type a query value names ('SUV', 'suv', 'cab-chassis' → 'cabChassis'); null when it is not in the list. */
export function modelBodyType(value: string | null | undefined): ModelBodyType | null {
  if (!value) return null
  const wanted = key(value)
  return MODEL_BODY_TYPES.find((body) => key(body) === wanted) ?? null
}

export function modelBodyLabel(body: ModelBodyType): string {
  return LABELS[body]
}

/** The models of one body type; every model when the body is not one of the §9 body types. */
export function modelsForBody<M extends { body?: string | null }>(
  models: readonly M[],
  body: string | null | undefined,
): M[] {
  const wanted = modelBodyType(body)
  return wanted ? models.filter((model) => modelBodyType(model.body) === wanted) : [...models]
}

/** The body types that have at least one model, in the spec's order (the filter chips of /models). */
export function modelBodyTypesPresent(models: readonly { body?: string | null }[]): ModelBodyType[] {
  const present = new Set(models.map((model) => modelBodyType(model.body)))
  return MODEL_BODY_TYPES.filter((body) => present.has(body))
}
