import { randomBytes } from 'node:crypto'
import type { Car } from '@/payload-types'
import type { CarInput } from './feedCar'
import type { ExistingCar } from './feedPlan'

/**
 * A car in the feed's shape and in the collection's: the plan compares a stored car with a feed car like with like
 * (existingCar), the write and the revert store feed values as the collection keeps them (carData).
 */

type Nullable<T> = { [K in keyof T]: T[K] | null }

const compact = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>

/** An array row's id in Payload's format (24 hex digits, as an ObjectId). */
const rowId = (): string => randomBytes(12).toString('hex')

/** A stored car in the feed's shape, so the plan compares like with like. */
export function existingCar(car: Car, locations: Map<number, string>): ExistingCar {
  const {
    id,
    site: _site,
    dealership: _d,
    location,
    images,
    photos: _photos,
    finance_lenders,
    createdAt: _c,
    updatedAt: _u,
    views: _v,
    file: _f,
    categories: _cat,
    ...rest
  } = car
  return {
    ...(compact(rest) as ExistingCar),
    id,
    variant: car.variant ? compact(car.variant) : undefined,
    specifications: car.specifications ? compact(car.specifications) : undefined,
    autograb_data: car.autograb_data ? compact(car.autograb_data) : undefined,
    location_name: typeof location === 'number' ? locations.get(location) : location?.name,
    images: (images ?? []).map((i) => i.url),
    finance_lenders: Object.fromEntries(
      (finance_lenders ?? []).map(({ provider, id: _id, ...lender }) => [provider, compact(lender)]),
    ),
  } as ExistingCar
}

/** The feed's shape as the collection stores it. */
export function carData(input: Partial<Nullable<CarInput>>, locationIds: Map<string, number>) {
  const { location_name, images, finance_lenders, ...rest } = input
  return {
    ...rest,
    ...(location_name !== undefined ? { location: locationIds.get((location_name ?? '').toLowerCase()) ?? null } : {}),
    // Array rows carry their own id, as Payload's operations give them (the adapter writes what it is given).
    ...(images !== undefined ? { images: (images ?? []).map((url) => ({ id: rowId(), url })) } : {}),
    ...(finance_lenders !== undefined
      ? {
          finance_lenders: Object.entries(finance_lenders ?? {}).map(([provider, lender]) => ({
            id: rowId(),
            provider,
            ...lender,
          })),
        }
      : {}),
  }
}

/** The stored values a change replaces, in the feed's shape, so undo can write them back. */
export function beforeValues(stored: ExistingCar, changes: Partial<CarInput>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(changes).map((key) => [key, stored[key as keyof ExistingCar] ?? null]))
}
