import type { Car } from './types'

/** Spec §7 analytics event ids. */
export const ENQUIRY_EVENT_IDS = {
  new: 14,
  used: 15,
  testDriveOnlyOrNewTestDrive: 17,
  usedTestDrive: 48,
  general: 22,
  career: 51,
  favourite: 39,
  offerAccepted: 18,
  phoneClick: 25,
} as const

export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only'

export type EnquiryEventKind =
  'enquiry' | 'test-drive' | 'general' | 'career' | 'favourite' | 'offer-accepted' | 'phone-click'

const isTestDriveOnly = (car: Pick<Car, 'tag'> | null | undefined) =>
  car?.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase()

/**
 * Spec §7 event ids: 14 (new), 15 (used), 17 (test-drive-only tag or new test drive), 48 (used test drive),
 * 22 (general), 51 (career), 39 (favourite), 18 (offer accepted), 25 (phone click). Car enquiries: 17 for
 * 'Test Drive Only' cars, 15 for used, 14 otherwise; test drives: 48 for used cars, 17 otherwise.
 */
export function enquiryEventId(kind: EnquiryEventKind, car?: Pick<Car, 'car_type' | 'tag'> | null): number {
  switch (kind) {
    case 'general':
      return ENQUIRY_EVENT_IDS.general
    case 'career':
      return ENQUIRY_EVENT_IDS.career
    case 'favourite':
      return ENQUIRY_EVENT_IDS.favourite
    case 'offer-accepted':
      return ENQUIRY_EVENT_IDS.offerAccepted
    case 'phone-click':
      return ENQUIRY_EVENT_IDS.phoneClick
    case 'test-drive':
      if (isTestDriveOnly(car)) return ENQUIRY_EVENT_IDS.testDriveOnlyOrNewTestDrive
      return car?.car_type === 'used' ? ENQUIRY_EVENT_IDS.usedTestDrive : ENQUIRY_EVENT_IDS.testDriveOnlyOrNewTestDrive
    case 'enquiry':
      if (isTestDriveOnly(car)) return ENQUIRY_EVENT_IDS.testDriveOnlyOrNewTestDrive
      return car?.car_type === 'used' ? ENQUIRY_EVENT_IDS.used : ENQUIRY_EVENT_IDS.new
  }
}

/** Spec §3 event params: vehicleStatus, vehicleMake, vehicleModel, vehicleYear, vehicleKilometers, vehicleGrade. */
export interface EnquiryEventParams {
  vehicleStatus?: string
  vehicleMake?: string
  vehicleModel?: string
  vehicleYear?: number
  vehicleKilometers?: number
  vehicleGrade?: string
}

/** Event params of a car: status is the car type, grade the badge; missing fields are left out. */
export function enquiryEventParams(
  car: Pick<Car, 'car_type' | 'make' | 'model' | 'year' | 'km' | 'badge'>,
): EnquiryEventParams {
  const params: EnquiryEventParams = {}
  if (car.car_type) params.vehicleStatus = car.car_type
  if (car.make) params.vehicleMake = car.make
  if (car.model) params.vehicleModel = car.model
  if (typeof car.year === 'number') params.vehicleYear = car.year
  if (typeof car.km === 'number') params.vehicleKilometers = car.km
  if (car.badge) params.vehicleGrade = car.badge
  return params
}
