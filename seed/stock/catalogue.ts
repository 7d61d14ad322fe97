import type { PhotoShape } from './photos'

/**
 * Demo stock catalogue: makes, models, badges and list prices (AUD for Australia, USD for the US market).
 * Figures are plausible round numbers for demo sites, not a pricing source.
 */

export type FuelKind = 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in Hybrid' | 'Electric'

export interface Powertrain {
  fuel: FuelKind
  litres: number
  cylinders: number
  induction: 'Aspirated' | 'Turbo' | 'Twin Turbo' | 'Supercharged' | 'Electric'
  /** Nm */
  torque: number
  /** L/100 km combined (0 for electric). */
  consumption: number
  trans: string
}

export interface ModelSpec {
  make: string
  model: string
  /** simple_body */
  body: string
  /** variant.bodyconfiguration */
  config: string
  shape: PhotoShape
  seats: number
  doors: number
  drives: readonly string[]
  /** Badges from entry level up, with list price; higher badges take the later powertrains. */
  badges: readonly (readonly [string, number])[]
  powertrains: readonly Powertrain[]
  series?: string
  /** First model year sold; `until` is the last (on sale now when absent). */
  since: number
  until?: number
  /** Relative share of stock. */
  weight: number
  /** A likely tow vehicle for a caravan yard. */
  tows?: boolean
}

const pt = (
  fuel: FuelKind,
  litres: number,
  cylinders: number,
  induction: Powertrain['induction'],
  torque: number,
  consumption: number,
  trans: string,
): Powertrain => ({ fuel, litres, cylinders, induction, torque, consumption, trans })

const EV = (torque: number): Powertrain => pt('Electric', 0, 0, 'Electric', torque, 0, 'Reduction Gear')

const AUTO6 = '6 Speed Automatic'
const AUTO8 = '8 Speed Automatic'
const AUTO10 = '10 Speed Automatic'
const MAN6 = '6 Speed Manual'

const P15 = pt('Petrol', 1.5, 4, 'Aspirated', 140, 6.0, 'CVT')
const P20 = pt('Petrol', 2.0, 4, 'Aspirated', 200, 6.8, AUTO6)
const P20CVT = pt('Petrol', 2.0, 4, 'Aspirated', 196, 6.5, 'CVT')
const P25 = pt('Petrol', 2.5, 4, 'Aspirated', 252, 7.4, AUTO6)
const P20T = pt('Petrol', 2.0, 4, 'Turbo', 350, 7.6, '7 Speed DCT')
const P16T = pt('Petrol', 1.6, 4, 'Turbo', 265, 7.0, '7 Speed DCT')
const P14T = pt('Petrol', 1.4, 4, 'Turbo', 250, 5.8, '8 Speed Automatic')
const P30T6 = pt('Petrol', 3.0, 6, 'Turbo', 500, 8.9, AUTO8)
const P35V6 = pt('Petrol', 3.5, 6, 'Aspirated', 362, 10.2, AUTO8)
const P36V6 = pt('Petrol', 3.6, 6, 'Aspirated', 347, 10.4, AUTO8)
const P50V8 = pt('Petrol', 5.0, 8, 'Aspirated', 556, 12.9, AUTO10)
const P56V8 = pt('Petrol', 5.6, 8, 'Aspirated', 560, 14.5, '7 Speed Automatic')
const P62V8 = pt('Petrol', 6.2, 8, 'Aspirated', 570, 12.9, AUTO6)
const D20T = pt('Diesel', 2.0, 4, 'Twin Turbo', 500, 7.5, AUTO10)
const D22T = pt('Diesel', 2.2, 4, 'Turbo', 440, 6.6, AUTO8)
const D24T = pt('Diesel', 2.4, 4, 'Turbo', 470, 7.7, AUTO6)
const D23T = pt('Diesel', 2.3, 4, 'Twin Turbo', 450, 7.0, '7 Speed Automatic')
const D30T = pt('Diesel', 3.0, 4, 'Turbo', 450, 8.0, AUTO6)
const D30V6 = pt('Diesel', 3.0, 6, 'Turbo', 600, 8.4, AUTO10)
const D30I6 = pt('Diesel', 3.0, 6, 'Turbo', 650, 7.6, AUTO8)
const H20 = pt('Hybrid', 2.0, 4, 'Aspirated', 315, 4.8, 'CVT')
const H25 = pt('Hybrid', 2.5, 4, 'Aspirated', 221, 4.8, 'CVT')
const PHEV = pt('Plug-in Hybrid', 1.5, 4, 'Turbo', 300, 1.8, '7 Speed DCT')

// Toyota powertrains
const T_H15 = pt('Hybrid', 1.5, 3, 'Aspirated', 141, 3.3, 'CVT')
const T_H18 = pt('Hybrid', 1.8, 4, 'Aspirated', 142, 3.9, 'CVT')
const T_H20 = pt('Hybrid', 2.0, 4, 'Aspirated', 190, 4.1, 'CVT')
const T_H25 = pt('Hybrid', 2.5, 4, 'Aspirated', 221, 4.7, 'CVT')
const T_H25K = pt('Hybrid', 2.5, 4, 'Aspirated', 239, 5.6, 'CVT')
const T_P20 = pt('Petrol', 2.0, 4, 'Aspirated', 205, 6.0, 'CVT')
const T_P27 = pt('Petrol', 2.7, 4, 'Aspirated', 245, 10.7, AUTO6)
const T_D24 = pt('Diesel', 2.4, 4, 'Turbo', 400, 7.8, AUTO6)
const T_D28 = pt('Diesel', 2.8, 4, 'Turbo', 500, 7.9, AUTO6)
const T_D28V = pt('Diesel', 2.8, 4, 'Turbo', 500, 7.6, '8 Speed Automatic')
const T_D33 = pt('Diesel', 3.3, 6, 'Twin Turbo', 700, 8.9, AUTO10)
const T_D45 = pt('Diesel', 4.5, 8, 'Twin Turbo', 430, 11.8, '5 Speed Manual')
const T_D40 = pt('Diesel', 4.0, 4, 'Turbo', 420, 13.0, '6 Speed Automatic')
const T_H34 = pt('Hybrid', 3.4, 6, 'Twin Turbo', 790, 13.6, AUTO10)
const T_GR16 = pt('Petrol', 1.6, 3, 'Turbo', 390, 7.6, MAN6)
const T_GR16A = pt('Petrol', 1.6, 3, 'Turbo', 390, 7.8, '8 Speed Automatic')
const T_GR24 = pt('Petrol', 2.4, 4, 'Aspirated', 250, 9.5, MAN6)
const T_GR30 = pt('Petrol', 3.0, 6, 'Turbo', 500, 7.7, AUTO8)
const T_D46 = pt('Diesel', 4.5, 8, 'Twin Turbo', 650, 9.5, AUTO6)

type BodyName =
  | 'Hatch'
  | 'Sedan'
  | 'SUV'
  | 'Ute'
  | 'Truck'
  | 'Van'
  | 'People Mover'
  | 'Minivan'
  | 'Bus'
  | 'Coupe'
  | 'Convertible'
  | 'Wagon'

const BODY: Record<BodyName, { config: string; shape: PhotoShape; seats: number; doors: number }> = {
  Hatch: { config: 'Hatchback', shape: 'hatch', seats: 5, doors: 5 },
  Sedan: { config: 'Sedan', shape: 'sedan', seats: 5, doors: 4 },
  SUV: { config: 'Wagon', shape: 'suv', seats: 5, doors: 5 },
  Ute: { config: 'Double Cab Pick Up', shape: 'ute', seats: 5, doors: 4 },
  Truck: { config: 'Crew Cab Pickup', shape: 'ute', seats: 5, doors: 4 },
  Van: { config: 'Van', shape: 'van', seats: 3, doors: 4 },
  'People Mover': { config: 'Wagon', shape: 'van', seats: 8, doors: 5 },
  Minivan: { config: 'Minivan', shape: 'van', seats: 8, doors: 5 },
  Bus: { config: 'Bus', shape: 'van', seats: 22, doors: 2 },
  Coupe: { config: 'Coupe', shape: 'coupe', seats: 4, doors: 2 },
  Convertible: { config: 'Roadster', shape: 'coupe', seats: 2, doors: 2 },
  Wagon: { config: 'Wagon', shape: 'suv', seats: 5, doors: 5 },
}

type CarOptions = Omit<ModelSpec, 'make' | 'model' | 'body' | 'config' | 'shape' | 'seats' | 'doors'> &
  Partial<Pick<ModelSpec, 'config' | 'seats' | 'doors'>>

/** A model with its body's usual configuration, photo shape, seats and doors unless the options say otherwise. */
const car = (make: string, model: string, body: BodyName, options: CarOptions): ModelSpec => ({
  make,
  model,
  body,
  ...BODY[body],
  ...options,
})

const FWD = ['FWD'] as const
const AWD = ['AWD'] as const
const FWD_AWD = ['FWD', 'AWD'] as const
const RWD = ['RWD'] as const
const FOUR_BY_FOUR = ['4x4'] as const
const UTE_DRIVES = ['4x4', '4x4', '4x4', '4x2'] as const

/** The current Australian Toyota range (the models of seed/data/toyota.ts), sold new and demo by a Toyota dealer. */
export const TOYOTA_RANGE: readonly ModelSpec[] = [
  car('Toyota', 'bZ4X', 'SUV', {
    drives: ['FWD', 'AWD'],
    badges: [
      ['GXL', 66000],
      ['Touring', 70000],
      ['Touring AWD', 74000],
    ],
    powertrains: [EV(266), EV(337)],
    series: 'XEAM10R',
    since: 2022,
    weight: 3,
  }),
  car('Toyota', 'Prado', 'SUV', {
    seats: 7,
    drives: FOUR_BY_FOUR,
    badges: [
      ['GX', 73000],
      ['GXL', 81000],
      ['VX', 88000],
      ['Kakadu', 100000],
      ['Altitude', 96000],
    ],
    powertrains: [T_D28V],
    series: 'GDJ250R',
    since: 2009,
    weight: 7,
    tows: true,
  }),
  car('Toyota', 'C-HR', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['GXL', 45000],
      ['Koba', 51000],
      ['GR Sport', 55000],
    ],
    powertrains: [T_H20],
    series: 'MAXH10R',
    since: 2017,
    weight: 3,
  }),
  car('Toyota', 'Yaris', 'Hatch', {
    drives: FWD,
    badges: [
      ['Ascent Sport', 27000],
      ['SX', 30000],
      ['ZR', 33000],
    ],
    powertrains: [T_H15],
    series: 'MXPH10R',
    since: 2005,
    weight: 4,
  }),
  car('Toyota', 'Corolla Hatch', 'Hatch', {
    drives: FWD,
    badges: [
      ['Ascent Sport', 32000],
      ['SX', 35000],
      ['ZR', 40000],
    ],
    powertrains: [T_H18],
    series: 'ZWE219R',
    since: 2018,
    weight: 7,
  }),
  car('Toyota', 'Camry', 'Sedan', {
    drives: FWD,
    badges: [
      ['Ascent', 41000],
      ['SL', 47000],
      ['SX', 50000],
      ['SL Hybrid', 53000],
    ],
    powertrains: [T_H25],
    series: 'AXVH80R',
    since: 2006,
    weight: 5,
  }),
  car('Toyota', 'Corolla Sedan', 'Sedan', {
    drives: FWD,
    badges: [
      ['Ascent Sport', 33000],
      ['SX', 36000],
      ['ZR', 41000],
    ],
    powertrains: [T_H18],
    series: 'ZWE219R',
    since: 2019,
    weight: 3,
  }),
  car('Toyota', 'Yaris Cross', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['GX', 30000],
      ['GXL', 34000],
      ['Urban', 37000],
      ['GR Sport', 39000],
    ],
    powertrains: [T_H15],
    series: 'MXPJ10R',
    since: 2020,
    weight: 6,
  }),
  car('Toyota', 'Corolla Cross', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['GX', 36000],
      ['GXL', 41000],
      ['Atmos', 49000],
    ],
    powertrains: [T_H20],
    series: 'MXGH10R',
    since: 2022,
    weight: 6,
  }),
  car('Toyota', 'RAV4', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['GX', 41000],
      ['GXL', 45000],
      ['XSE', 52000],
      ['Cruiser', 53000],
      ['Edge', 58000],
    ],
    powertrains: [T_H25],
    series: 'AXAH54R',
    since: 2013,
    weight: 12,
  }),
  car('Toyota', 'Kluger', 'SUV', {
    seats: 7,
    drives: AWD,
    badges: [
      ['GX', 58000],
      ['GXL', 69000],
      ['Grande', 84000],
    ],
    powertrains: [T_H25K],
    series: 'AXUH78R',
    since: 2014,
    weight: 5,
    tows: true,
  }),
  car('Toyota', 'Fortuner', 'SUV', {
    seats: 7,
    drives: FOUR_BY_FOUR,
    badges: [
      ['GX', 53000],
      ['GXL', 59000],
      ['Crusade', 67000],
    ],
    powertrains: [T_D28],
    series: 'GUN156R',
    since: 2015,
    weight: 2,
    tows: true,
  }),
  car('Toyota', 'LandCruiser 300', 'SUV', {
    seats: 7,
    drives: FOUR_BY_FOUR,
    badges: [
      ['GX', 92000],
      ['GXL', 103000],
      ['VX', 115000],
      ['Sahara', 132000],
      ['GR Sport', 141000],
    ],
    powertrains: [T_D33],
    series: 'FJA300R',
    since: 2021,
    weight: 4,
    tows: true,
  }),
  car('Toyota', 'HiLux', 'Ute', {
    drives: UTE_DRIVES,
    badges: [
      ['Workmate', 37000],
      ['SR', 49000],
      ['SR5', 60000],
      ['Rogue', 71000],
      ['GR Sport', 78000],
    ],
    powertrains: [T_P27, T_D24, T_D28, T_D28],
    series: 'GUN126R',
    since: 2005,
    weight: 14,
    tows: true,
  }),
  car('Toyota', 'LandCruiser 70', 'Ute', {
    seats: 2,
    doors: 2,
    config: 'Single Cab Chassis',
    drives: FOUR_BY_FOUR,
    badges: [
      ['Workmate', 78000],
      ['GX', 83000],
      ['GXL', 88000],
    ],
    powertrains: [T_D28, T_D45],
    series: 'GDJ79R',
    since: 2007,
    weight: 3,
    tows: true,
  }),
  car('Toyota', 'Tundra', 'Ute', {
    config: 'Crew Max Pick Up',
    drives: FOUR_BY_FOUR,
    badges: [
      ['Limited', 155000],
      ['Platinum', 173000],
    ],
    powertrains: [T_H34],
    series: 'VXK70R',
    since: 2024,
    weight: 1,
    tows: true,
  }),
  car('Toyota', 'HiAce', 'Van', {
    drives: ['RWD'],
    badges: [
      ['LWB Van', 52000],
      ['SLWB Van', 57000],
      ['SLWB Commuter', 70000],
    ],
    powertrains: [T_D28],
    series: 'GDH300R',
    since: 2005,
    weight: 4,
  }),
  car('Toyota', 'Granvia', 'People Mover', {
    drives: ['RWD'],
    badges: [
      ['Granvia', 70000],
      ['VX', 80000],
    ],
    powertrains: [T_D28],
    series: 'GDH303R',
    since: 2019,
    weight: 1,
  }),
  car('Toyota', 'Coaster', 'Bus', {
    drives: ['RWD'],
    badges: [
      ['Standard', 145000],
      ['Deluxe', 170000],
    ],
    powertrains: [T_D40],
    series: 'XZB70R',
    since: 2017,
    weight: 0.4,
  }),
  car('Toyota', 'GR Yaris', 'Hatch', {
    seats: 4,
    doors: 3,
    drives: AWD,
    badges: [
      ['GR Yaris', 63000],
      ['Rallye', 69000],
    ],
    powertrains: [T_GR16, T_GR16A],
    series: 'GXPA16R',
    since: 2020,
    weight: 1,
  }),
  car('Toyota', 'GR86', 'Coupe', {
    drives: RWD,
    badges: [
      ['GT', 46000],
      ['GTS', 50000],
    ],
    powertrains: [T_GR24],
    series: 'ZN8R',
    since: 2022,
    weight: 1,
  }),
  car('Toyota', 'GR Corolla', 'Hatch', {
    drives: AWD,
    badges: [['GR Corolla', 63000]],
    powertrains: [T_GR16],
    series: 'GZEA14R',
    since: 2023,
    weight: 1,
  }),
  car('Toyota', 'GR Supra', 'Coupe', {
    seats: 2,
    drives: RWD,
    badges: [
      ['GT', 90000],
      ['GTS', 98000],
    ],
    powertrains: [T_GR30],
    series: 'DB42R',
    since: 2019,
    weight: 1,
  }),
]

/** Used cars seen on Australian yards: about 25 makes, including Toyota models no longer sold new. */
export const AU_USED: readonly ModelSpec[] = [
  car('Toyota', 'Corolla', 'Hatch', {
    drives: FWD,
    badges: [
      ['Ascent', 24000],
      ['Ascent Sport', 26000],
      ['SX', 29000],
      ['ZR', 32000],
    ],
    powertrains: [P15, T_P20],
    series: 'ZRE182R',
    since: 2012,
    until: 2018,
    weight: 8,
  }),
  car('Toyota', 'LandCruiser 200', 'SUV', {
    seats: 8,
    drives: FOUR_BY_FOUR,
    badges: [
      ['GXL', 88000],
      ['VX', 100000],
      ['Sahara', 120000],
    ],
    powertrains: [T_D46],
    series: 'VDJ200R',
    since: 2008,
    until: 2021,
    weight: 4,
    tows: true,
  }),
  car('Toyota', 'Prado', 'SUV', {
    seats: 7,
    drives: FOUR_BY_FOUR,
    badges: [
      ['GX', 58000],
      ['GXL', 64000],
      ['VX', 75000],
      ['Kakadu', 86000],
    ],
    powertrains: [T_D28],
    series: 'GDJ150R',
    since: 2009,
    until: 2023,
    weight: 6,
    tows: true,
  }),
  car('Toyota', 'Aurion', 'Sedan', {
    drives: FWD,
    badges: [
      ['AT-X', 36000],
      ['Sportivo', 42000],
      ['Presara', 48000],
    ],
    powertrains: [P35V6],
    series: 'GSV50R',
    since: 2006,
    until: 2017,
    weight: 1,
  }),
  car('Toyota', 'RAV4', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['GX', 30000],
      ['GXL', 36000],
      ['Cruiser', 44000],
    ],
    powertrains: [P25],
    series: 'ASA44R',
    since: 2013,
    until: 2018,
    weight: 4,
  }),
  car('Toyota', 'HiLux', 'Ute', {
    drives: UTE_DRIVES,
    badges: [
      ['Workmate', 32000],
      ['SR', 42000],
      ['SR5', 52000],
    ],
    powertrains: [T_P27, T_D28],
    series: 'GUN126R',
    since: 2015,
    until: 2020,
    weight: 6,
    tows: true,
  }),
  car('Mazda', 'Mazda3', 'Hatch', {
    drives: FWD,
    badges: [
      ['G20 Pure', 30000],
      ['G20 Evolve', 33000],
      ['G25 GT', 38000],
      ['G25 Astina', 42000],
    ],
    powertrains: [P20, P25],
    series: 'BP',
    since: 2014,
    weight: 8,
  }),
  car('Mazda', 'CX-3', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Neo Sport', 28000],
      ['Maxx Sport', 32000],
      ['Akari', 38000],
    ],
    powertrains: [P20],
    series: 'DK',
    since: 2015,
    weight: 5,
  }),
  car('Mazda', 'CX-5', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Maxx', 35000],
      ['Maxx Sport', 40000],
      ['Touring', 44000],
      ['GT SP', 50000],
      ['Akera', 53000],
    ],
    powertrains: [P20, P25, D22T],
    series: 'KF',
    since: 2012,
    weight: 10,
  }),
  car('Mazda', 'CX-9', 'SUV', {
    seats: 7,
    drives: FWD_AWD,
    badges: [
      ['Sport', 47000],
      ['Touring', 55000],
      ['Azami', 66000],
    ],
    powertrains: [pt('Petrol', 2.5, 4, 'Turbo', 420, 8.8, AUTO6)],
    series: 'TC',
    since: 2016,
    until: 2023,
    weight: 3,
  }),
  car('Mazda', 'BT-50', 'Ute', {
    drives: UTE_DRIVES,
    badges: [
      ['XT', 45000],
      ['XTR', 52000],
      ['GT', 58000],
      ['Thunder', 66000],
    ],
    powertrains: [pt('Diesel', 3.0, 4, 'Turbo', 450, 8.0, AUTO6)],
    series: 'TF',
    since: 2011,
    weight: 5,
    tows: true,
  }),
  car('Mazda', 'MX-5', 'Convertible', {
    drives: RWD,
    badges: [
      ['Roadster', 42000],
      ['Roadster GT', 48000],
    ],
    powertrains: [pt('Petrol', 2.0, 4, 'Aspirated', 205, 6.9, MAN6)],
    series: 'ND',
    since: 2015,
    weight: 1,
  }),
  car('Hyundai', 'i30', 'Hatch', {
    drives: FWD,
    badges: [
      ['Active', 26000],
      ['Elite', 31000],
      ['N Line', 33000],
      ['N', 50000],
    ],
    powertrains: [P20, P16T, P20T],
    series: 'PD',
    since: 2017,
    weight: 8,
  }),
  car('Hyundai', 'Tucson', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Tucson', 35000],
      ['Elite', 42000],
      ['Highlander', 50000],
    ],
    powertrains: [P20, pt('Petrol', 1.6, 4, 'Turbo', 265, 7.2, '7 Speed DCT'), D20T],
    series: 'NX4',
    since: 2015,
    weight: 7,
  }),
  car('Hyundai', 'Santa Fe', 'SUV', {
    seats: 7,
    drives: AWD,
    badges: [
      ['Active', 47000],
      ['Elite', 55000],
      ['Highlander', 63000],
    ],
    powertrains: [D22T],
    series: 'TM',
    since: 2018,
    weight: 4,
    tows: true,
  }),
  car('Hyundai', 'Kona', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Kona', 30000],
      ['Elite', 35000],
      ['Highlander', 40000],
      ['Electric Highlander', 62000],
    ],
    powertrains: [P20, P20, P16T, EV(395)],
    series: 'OS',
    since: 2017,
    weight: 4,
  }),
  car('Hyundai', 'Palisade', 'SUV', {
    seats: 8,
    drives: AWD,
    badges: [
      ['Elite', 65000],
      ['Highlander', 75000],
    ],
    powertrains: [D22T],
    series: 'LX2',
    since: 2020,
    weight: 2,
  }),
  car('Hyundai', 'Ioniq 5', 'SUV', {
    drives: ['RWD', 'AWD'],
    badges: [
      ['Dynamiq', 70000],
      ['Epiq', 80000],
    ],
    powertrains: [EV(350), EV(605)],
    series: 'NE',
    since: 2021,
    weight: 2,
  }),
  car('Kia', 'Cerato', 'Hatch', {
    drives: FWD,
    badges: [
      ['S', 26000],
      ['Sport', 29000],
      ['Sport+', 32000],
      ['GT', 37000],
    ],
    powertrains: [P20, P16T],
    series: 'BD',
    since: 2018,
    weight: 7,
  }),
  car('Kia', 'Sportage', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['S', 35000],
      ['SX', 38000],
      ['SX+', 44000],
      ['GT-Line', 51000],
    ],
    powertrains: [P20, D20T],
    series: 'NQ5',
    since: 2016,
    weight: 7,
  }),
  car('Kia', 'Sorento', 'SUV', {
    seats: 7,
    drives: AWD,
    badges: [
      ['S', 48000],
      ['Sport', 52000],
      ['Sport+', 57000],
      ['GT-Line', 66000],
    ],
    powertrains: [pt('Petrol', 3.5, 6, 'Aspirated', 336, 9.7, AUTO8), D22T],
    series: 'MQ4',
    since: 2015,
    weight: 4,
    tows: true,
  }),
  car('Kia', 'Carnival', 'People Mover', {
    drives: FWD,
    badges: [
      ['S', 48000],
      ['Si', 53000],
      ['SLi', 59000],
      ['Platinum', 68000],
    ],
    powertrains: [P35V6, D22T],
    series: 'KA4',
    since: 2015,
    weight: 4,
  }),
  car('Kia', 'Seltos', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['S', 29000],
      ['Sport', 32000],
      ['Sport+', 36000],
      ['GT-Line', 42000],
    ],
    powertrains: [P20CVT, P16T],
    series: 'SP2',
    since: 2019,
    weight: 4,
  }),
  car('Kia', 'EV6', 'SUV', {
    drives: ['RWD', 'AWD'],
    badges: [
      ['Air', 73000],
      ['GT-Line', 84000],
    ],
    powertrains: [EV(350), EV(605)],
    series: 'CV',
    since: 2022,
    weight: 1,
  }),
  car('Ford', 'Ranger', 'Ute', {
    drives: UTE_DRIVES,
    badges: [
      ['XL', 40000],
      ['XLS', 50000],
      ['XLT', 58000],
      ['Sport', 62000],
      ['Wildtrak', 69000],
      ['Raptor', 89000],
    ],
    powertrains: [D20T, D20T, D30V6],
    series: 'PY',
    since: 2011,
    weight: 14,
    tows: true,
  }),
  car('Ford', 'Everest', 'SUV', {
    seats: 7,
    drives: FOUR_BY_FOUR,
    badges: [
      ['Ambiente', 55000],
      ['Trend', 62000],
      ['Sport', 65000],
      ['Platinum', 80000],
    ],
    powertrains: [D20T, D30V6],
    series: 'UB',
    since: 2015,
    weight: 5,
    tows: true,
  }),
  car('Ford', 'Focus', 'Hatch', {
    drives: FWD,
    badges: [
      ['Trend', 30000],
      ['ST-Line', 33000],
      ['Titanium', 38000],
      ['ST', 46000],
    ],
    powertrains: [pt('Petrol', 1.5, 3, 'Turbo', 240, 6.4, AUTO8), P20T],
    series: 'SA',
    since: 2011,
    until: 2023,
    weight: 3,
  }),
  car('Ford', 'Mustang', 'Coupe', {
    drives: RWD,
    badges: [
      ['EcoBoost', 55000],
      ['GT', 67000],
      ['Mach 1', 83000],
    ],
    powertrains: [pt('Petrol', 2.3, 4, 'Turbo', 448, 9.5, AUTO10), P50V8],
    series: 'FN',
    since: 2015,
    weight: 2,
  }),
  car('Ford', 'Escape', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Escape', 38000],
      ['ST-Line', 43000],
      ['Vignale', 49000],
    ],
    powertrains: [pt('Petrol', 1.5, 3, 'Turbo', 240, 7.0, AUTO8), pt('Petrol', 2.0, 4, 'Turbo', 373, 8.5, AUTO8)],
    series: 'ZH',
    since: 2017,
    weight: 2,
  }),
  car('Mitsubishi', 'Triton', 'Ute', {
    drives: UTE_DRIVES,
    badges: [
      ['GLX', 36000],
      ['GLX+', 43000],
      ['GLS', 49000],
      ['GSR', 56000],
    ],
    powertrains: [D24T],
    series: 'MR',
    since: 2015,
    weight: 9,
    tows: true,
  }),
  car('Mitsubishi', 'Outlander', 'SUV', {
    seats: 7,
    drives: FWD_AWD,
    badges: [
      ['ES', 37000],
      ['LS', 41000],
      ['Aspire', 46000],
      ['Exceed', 50000],
      ['PHEV Exceed', 66000],
    ],
    powertrains: [P25, P25, pt('Plug-in Hybrid', 2.4, 4, 'Aspirated', 195, 1.5, 'Single Speed')],
    series: 'ZM',
    since: 2012,
    weight: 6,
  }),
  car('Mitsubishi', 'ASX', 'SUV', {
    drives: FWD,
    badges: [
      ['MR', 27000],
      ['LS', 31000],
      ['Exceed', 35000],
    ],
    powertrains: [P20CVT],
    series: 'XD',
    since: 2010,
    weight: 5,
  }),
  car('Mitsubishi', 'Pajero Sport', 'SUV', {
    seats: 7,
    drives: FOUR_BY_FOUR,
    badges: [
      ['GLX', 48000],
      ['GLS', 53000],
      ['Exceed', 57000],
    ],
    powertrains: [D24T],
    series: 'QF',
    since: 2015,
    weight: 4,
    tows: true,
  }),
  car('Nissan', 'Navara', 'Ute', {
    drives: UTE_DRIVES,
    badges: [
      ['SL', 43000],
      ['ST', 49000],
      ['ST-X', 56000],
      ['PRO-4X', 61000],
    ],
    powertrains: [D23T],
    series: 'D23',
    since: 2015,
    weight: 6,
    tows: true,
  }),
  car('Nissan', 'X-Trail', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['ST', 37000],
      ['ST-L', 43000],
      ['Ti', 51000],
      ['Ti-L', 56000],
    ],
    powertrains: [P25],
    series: 'T33',
    since: 2014,
    weight: 6,
  }),
  car('Nissan', 'Patrol', 'SUV', {
    seats: 8,
    drives: FOUR_BY_FOUR,
    badges: [
      ['Ti', 85000],
      ['Ti-L', 99000],
      ['Warrior', 100000],
    ],
    powertrains: [P56V8],
    series: 'Y62',
    since: 2013,
    weight: 3,
    tows: true,
  }),
  car('Nissan', 'Qashqai', 'SUV', {
    drives: FWD,
    badges: [
      ['ST', 34000],
      ['ST+', 38000],
      ['Ti', 46000],
    ],
    powertrains: [P20CVT, pt('Petrol', 1.3, 4, 'Turbo', 250, 6.1, 'CVT')],
    series: 'J12',
    since: 2014,
    weight: 4,
  }),
  car('Volkswagen', 'Golf', 'Hatch', {
    drives: FWD,
    badges: [
      ['Life', 36000],
      ['R-Line', 41000],
      ['GTI', 56000],
      ['R', 66000],
    ],
    powertrains: [P14T, P14T, P20T, pt('Petrol', 2.0, 4, 'Turbo', 420, 7.6, '7 Speed DSG')],
    series: 'Mk8',
    since: 2013,
    weight: 5,
  }),
  car('Volkswagen', 'Tiguan', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['110TSI Life', 43000],
      ['132TSI Elegance', 52000],
      ['162TSI R-Line', 59000],
    ],
    powertrains: [P14T, P20T],
    series: '5N',
    since: 2016,
    weight: 4,
  }),
  car('Volkswagen', 'Amarok', 'Ute', {
    drives: FOUR_BY_FOUR,
    badges: [
      ['Core', 53000],
      ['Life', 58000],
      ['Style', 63000],
      ['PanAmericana', 73000],
      ['Aventura', 79000],
    ],
    powertrains: [D20T, D30V6],
    series: '2H',
    since: 2011,
    weight: 4,
    tows: true,
  }),
  car('Volkswagen', 'Polo', 'Hatch', {
    drives: FWD,
    badges: [
      ['Life', 27000],
      ['Style', 31000],
      ['GTI', 39000],
    ],
    powertrains: [pt('Petrol', 1.0, 3, 'Turbo', 200, 5.4, '7 Speed DSG'), P20T],
    series: 'AW',
    since: 2018,
    weight: 3,
  }),
  car('Subaru', 'Forester', 'SUV', {
    drives: AWD,
    badges: [
      ['2.5i', 36000],
      ['2.5i-L', 39000],
      ['2.5i Premium', 42000],
      ['2.5i-S', 47000],
    ],
    powertrains: [pt('Petrol', 2.5, 4, 'Aspirated', 239, 7.4, 'CVT')],
    series: 'S5',
    since: 2013,
    weight: 6,
  }),
  car('Subaru', 'Outback', 'Wagon', {
    drives: AWD,
    badges: [
      ['AWD', 46000],
      ['AWD Sport', 50000],
      ['AWD Touring', 54000],
    ],
    powertrains: [pt('Petrol', 2.5, 4, 'Aspirated', 245, 7.3, 'CVT')],
    series: 'BT',
    since: 2015,
    weight: 4,
    tows: true,
  }),
  car('Subaru', 'XV', 'SUV', {
    drives: AWD,
    badges: [
      ['2.0i', 32000],
      ['2.0i-L', 34000],
      ['2.0i-S', 38000],
    ],
    powertrains: [P20CVT],
    series: 'GT',
    since: 2012,
    until: 2023,
    weight: 3,
  }),
  car('Subaru', 'WRX', 'Sedan', {
    drives: AWD,
    badges: [
      ['WRX', 46000],
      ['RS', 53000],
      ['tS', 58000],
    ],
    powertrains: [pt('Petrol', 2.4, 4, 'Turbo', 350, 8.6, MAN6)],
    series: 'VB',
    since: 2014,
    weight: 2,
  }),
  car('Honda', 'Civic', 'Hatch', {
    drives: FWD,
    badges: [
      ['VTi-LX', 48000],
      ['e:HEV LX', 55000],
      ['Type R', 73000],
    ],
    powertrains: [pt('Petrol', 1.5, 4, 'Turbo', 240, 6.3, 'CVT'), pt('Petrol', 2.0, 4, 'Turbo', 420, 8.8, MAN6)],
    series: 'FL',
    since: 2016,
    weight: 3,
  }),
  car('Honda', 'CR-V', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Vi', 36000],
      ['VTi', 41000],
      ['VTi L7', 46000],
      ['e:HEV RS', 56000],
    ],
    powertrains: [pt('Petrol', 1.5, 4, 'Turbo', 240, 7.3, 'CVT'), H20],
    series: 'RS',
    since: 2012,
    weight: 5,
  }),
  car('Honda', 'HR-V', 'SUV', {
    drives: FWD,
    badges: [
      ['Vi X', 36000],
      ['e:HEV L', 45000],
    ],
    powertrains: [P15, H20],
    series: 'RV',
    since: 2015,
    weight: 3,
  }),
  car('Isuzu', 'D-Max', 'Ute', {
    drives: UTE_DRIVES,
    badges: [
      ['SX', 39000],
      ['LS-M', 49000],
      ['LS-U', 56000],
      ['X-Terrain', 64000],
    ],
    powertrains: [D30T],
    series: 'RG',
    since: 2012,
    weight: 8,
    tows: true,
  }),
  car('Isuzu', 'MU-X', 'SUV', {
    seats: 7,
    drives: FOUR_BY_FOUR,
    badges: [
      ['LS-M', 51000],
      ['LS-U', 56000],
      ['LS-T', 63000],
    ],
    powertrains: [D30T],
    series: 'RJ',
    since: 2014,
    weight: 5,
    tows: true,
  }),
  car('MG', 'MG3', 'Hatch', {
    drives: FWD,
    badges: [
      ['Core', 20000],
      ['Excite', 23000],
      ['Hybrid+ Excite', 29000],
    ],
    powertrains: [P15, P15, pt('Hybrid', 1.5, 4, 'Aspirated', 250, 4.3, '3 Speed Automatic')],
    series: 'SZP1',
    since: 2013,
    weight: 4,
  }),
  car('MG', 'ZS', 'SUV', {
    drives: FWD,
    badges: [
      ['Vibe', 25000],
      ['Excite', 28000],
      ['Essence', 31000],
      ['ZS EV Excite', 42000],
    ],
    powertrains: [P15, P15, pt('Petrol', 1.3, 3, 'Turbo', 230, 6.9, '6 Speed Automatic'), EV(280)],
    series: 'AZS1',
    since: 2017,
    weight: 6,
  }),
  car('MG', 'HS', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Vibe', 33000],
      ['Excite', 37000],
      ['Essence', 42000],
      ['Essence PHEV', 49000],
    ],
    powertrains: [P15, pt('Petrol', 2.0, 4, 'Turbo', 360, 9.5, AUTO6), PHEV],
    series: 'SAS23',
    since: 2019,
    weight: 4,
  }),
  car('MG', 'MG4', 'Hatch', {
    drives: RWD,
    badges: [
      ['Excite 51', 40000],
      ['Essence 64', 48000],
      ['XPower', 60000],
    ],
    powertrains: [EV(250), EV(250), EV(600)],
    series: 'EH32',
    since: 2023,
    weight: 2,
  }),
  car('Suzuki', 'Swift', 'Hatch', {
    drives: FWD,
    badges: [
      ['GL', 22000],
      ['GLX', 26000],
      ['Sport', 30000],
    ],
    powertrains: [pt('Petrol', 1.2, 4, 'Aspirated', 120, 4.8, 'CVT'), pt('Petrol', 1.4, 4, 'Turbo', 230, 6.1, AUTO6)],
    series: 'AZ',
    since: 2017,
    weight: 5,
  }),
  car('Suzuki', 'Vitara', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Vitara', 29000],
      ['Turbo', 36000],
      ['Turbo ALLGRIP', 39000],
    ],
    powertrains: [pt('Petrol', 1.6, 4, 'Aspirated', 156, 6.2, AUTO6), pt('Petrol', 1.4, 4, 'Turbo', 220, 6.2, AUTO6)],
    series: 'LY',
    since: 2015,
    weight: 2,
  }),
  car('Suzuki', 'Jimny', 'SUV', {
    seats: 4,
    doors: 3,
    drives: FOUR_BY_FOUR,
    badges: [
      ['Lite', 32000],
      ['Jimny', 34000],
      ['XL', 37000],
    ],
    powertrains: [pt('Petrol', 1.5, 4, 'Aspirated', 130, 6.9, '4 Speed Automatic')],
    series: 'GJ',
    since: 2018,
    weight: 3,
  }),
  car('Holden', 'Commodore', 'Sedan', {
    drives: RWD,
    badges: [
      ['Evoke', 36000],
      ['SV6', 42000],
      ['SS-V Redline', 56000],
    ],
    powertrains: [P36V6, P36V6, P62V8],
    series: 'VF II',
    since: 2013,
    until: 2017,
    weight: 3,
  }),
  car('Holden', 'Colorado', 'Ute', {
    drives: UTE_DRIVES,
    badges: [
      ['LS', 39000],
      ['LTZ', 49000],
      ['Z71', 53000],
    ],
    powertrains: [pt('Diesel', 2.8, 4, 'Turbo', 500, 8.6, AUTO6)],
    series: 'RG',
    since: 2012,
    until: 2020,
    weight: 4,
    tows: true,
  }),
  car('Holden', 'Astra', 'Hatch', {
    drives: FWD,
    badges: [
      ['R', 24000],
      ['RS', 30000],
      ['RS-V', 34000],
    ],
    powertrains: [pt('Petrol', 1.4, 4, 'Turbo', 245, 5.8, AUTO6), P16T],
    series: 'BK',
    since: 2016,
    until: 2020,
    weight: 2,
  }),
  car('BMW', '3 Series', 'Sedan', {
    drives: RWD,
    badges: [
      ['320i', 72000],
      ['330i M Sport', 82000],
      ['M340i xDrive', 104000],
    ],
    powertrains: [
      pt('Petrol', 2.0, 4, 'Turbo', 300, 6.4, AUTO8),
      pt('Petrol', 2.0, 4, 'Turbo', 400, 6.4, AUTO8),
      P30T6,
    ],
    series: 'G20',
    since: 2012,
    weight: 3,
  }),
  car('BMW', 'X3', 'SUV', {
    drives: AWD,
    badges: [
      ['sDrive20i', 74000],
      ['xDrive30i M Sport', 88000],
      ['M40i', 112000],
    ],
    powertrains: [pt('Petrol', 2.0, 4, 'Turbo', 300, 7.2, AUTO8), P30T6],
    series: 'G01',
    since: 2011,
    weight: 3,
  }),
  car('BMW', 'X5', 'SUV', {
    seats: 7,
    drives: AWD,
    badges: [
      ['xDrive30d', 122000],
      ['xDrive40i', 131000],
    ],
    powertrains: [D30I6, P30T6],
    series: 'G05',
    since: 2013,
    weight: 2,
    tows: true,
  }),
  car('Mercedes-Benz', 'C-Class', 'Sedan', {
    drives: RWD,
    badges: [
      ['C200', 79000],
      ['C300', 90000],
      ['C43 AMG', 118000],
    ],
    powertrains: [P20T, P20T, P30T6],
    series: 'W206',
    since: 2014,
    weight: 3,
  }),
  car('Mercedes-Benz', 'GLC', 'SUV', {
    drives: AWD,
    badges: [
      ['GLC200', 82000],
      ['GLC300', 97000],
    ],
    powertrains: [P20T],
    series: 'X254',
    since: 2016,
    weight: 3,
  }),
  car('Mercedes-Benz', 'A-Class', 'Hatch', {
    drives: FWD,
    badges: [
      ['A180', 52000],
      ['A250', 67000],
      ['A45 S AMG', 104000],
    ],
    powertrains: [
      pt('Petrol', 1.3, 4, 'Turbo', 200, 5.7, '7 Speed DCT'),
      P20T,
      pt('Petrol', 2.0, 4, 'Turbo', 500, 8.3, '8 Speed DCT'),
    ],
    series: 'W177',
    since: 2013,
    weight: 3,
  }),
  car('Mercedes-Benz', 'Sprinter', 'Van', {
    drives: RWD,
    badges: [
      ['316 CDI MWB', 68000],
      ['319 CDI LWB', 78000],
    ],
    powertrains: [pt('Diesel', 2.0, 4, 'Turbo', 400, 9.0, '9 Speed Automatic')],
    series: 'VS30',
    since: 2014,
    weight: 1,
  }),
  car('Audi', 'A3', 'Hatch', {
    drives: FWD_AWD,
    badges: [
      ['35 TFSI', 50000],
      ['40 TFSI quattro', 58000],
      ['S3', 72000],
    ],
    powertrains: [P14T, P20T],
    series: '8Y',
    since: 2013,
    weight: 3,
  }),
  car('Audi', 'Q5', 'SUV', {
    drives: AWD,
    badges: [
      ['40 TDI quattro', 77000],
      ['45 TFSI quattro', 82000],
      ['SQ5', 112000],
    ],
    powertrains: [D20T, P20T, P30T6],
    series: 'FY',
    since: 2013,
    weight: 3,
  }),
  car('Audi', 'Q7', 'SUV', {
    seats: 7,
    drives: AWD,
    badges: [
      ['45 TDI', 112000],
      ['50 TDI S line', 128000],
    ],
    powertrains: [D30I6],
    series: '4M',
    since: 2015,
    weight: 1,
    tows: true,
  }),
  car('Lexus', 'RX', 'SUV', {
    drives: AWD,
    badges: [
      ['RX350 Luxury', 92000],
      ['RX350h Sports Luxury', 110000],
      ['RX500h F Sport', 124000],
    ],
    powertrains: [pt('Petrol', 2.4, 4, 'Turbo', 430, 8.5, AUTO8), H25],
    series: 'ALA10R',
    since: 2015,
    weight: 2,
  }),
  car('Lexus', 'NX', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['NX250 Luxury', 66000],
      ['NX350h F Sport', 82000],
    ],
    powertrains: [P25, H25],
    series: 'AAZA20R',
    since: 2014,
    weight: 2,
  }),
  car('Lexus', 'IS', 'Sedan', {
    drives: RWD,
    badges: [
      ['IS300 Luxury', 63000],
      ['IS350 F Sport', 77000],
    ],
    powertrains: [pt('Petrol', 2.0, 4, 'Turbo', 350, 8.2, AUTO8), P35V6],
    series: 'ASE30R',
    since: 2013,
    weight: 1,
  }),
  car('Jeep', 'Wrangler', 'SUV', {
    drives: FOUR_BY_FOUR,
    badges: [
      ['Sport S', 66000],
      ['Overland', 76000],
      ['Rubicon', 82000],
    ],
    powertrains: [pt('Petrol', 2.0, 4, 'Turbo', 400, 9.6, AUTO8), P36V6],
    series: 'JL',
    since: 2012,
    weight: 2,
    tows: true,
  }),
  car('Jeep', 'Grand Cherokee', 'SUV', {
    drives: FOUR_BY_FOUR,
    badges: [
      ['Laredo', 66000],
      ['Limited', 81000],
      ['Overland', 95000],
      ['SRT', 110000],
    ],
    powertrains: [P36V6, P36V6, D30V6, pt('Petrol', 6.4, 8, 'Aspirated', 624, 14.0, AUTO8)],
    series: 'WL',
    since: 2011,
    weight: 2,
    tows: true,
  }),
  car('Jeep', 'Compass', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Sport', 40000],
      ['Limited', 48000],
      ['Trailhawk', 53000],
    ],
    powertrains: [pt('Petrol', 2.4, 4, 'Aspirated', 229, 8.4, '9 Speed Automatic')],
    series: 'M6',
    since: 2017,
    weight: 1,
  }),
  car('Land Rover', 'Defender', 'SUV', {
    drives: FOUR_BY_FOUR,
    badges: [
      ['110 D250 S', 96000],
      ['110 D300 SE', 116000],
      ['130 P400 X-Dynamic HSE', 140000],
    ],
    powertrains: [D30I6, D30I6, P30T6],
    series: 'L663',
    since: 2020,
    weight: 2,
    tows: true,
  }),
  car('Land Rover', 'Range Rover Sport', 'SUV', {
    drives: FOUR_BY_FOUR,
    badges: [
      ['D300 Dynamic SE', 150000],
      ['P400 Autobiography', 190000],
    ],
    powertrains: [D30I6, P30T6],
    series: 'L461',
    since: 2013,
    weight: 1,
  }),
  car('Land Rover', 'Discovery Sport', 'SUV', {
    seats: 7,
    drives: AWD,
    badges: [
      ['P250 S', 72000],
      ['D200 R-Dynamic SE', 82000],
    ],
    powertrains: [P20T, D20T],
    series: 'L550',
    since: 2015,
    weight: 1,
  }),
  car('Volvo', 'XC40', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Plus B4', 56000],
      ['Ultimate B5', 64000],
      ['Recharge Twin', 79000],
    ],
    powertrains: [P20T, P20T, EV(670)],
    series: '536',
    since: 2018,
    weight: 2,
  }),
  car('Volvo', 'XC60', 'SUV', {
    drives: AWD,
    badges: [
      ['Plus B5', 73000],
      ['Ultimate B6', 86000],
    ],
    powertrains: [P20T],
    series: '246',
    since: 2017,
    weight: 2,
  }),
  car('Volvo', 'XC90', 'SUV', {
    seats: 7,
    drives: AWD,
    badges: [
      ['Plus B5', 96000],
      ['Ultimate B6', 111000],
    ],
    powertrains: [P20T],
    series: '256',
    since: 2015,
    weight: 1,
    tows: true,
  }),
  car('Tesla', 'Model 3', 'Sedan', {
    drives: ['RWD', 'AWD'],
    badges: [
      ['Rear-Wheel Drive', 58000],
      ['Long Range', 71000],
      ['Performance', 86000],
    ],
    powertrains: [EV(420), EV(493), EV(741)],
    since: 2019,
    weight: 4,
  }),
  car('Tesla', 'Model Y', 'SUV', {
    drives: ['RWD', 'AWD'],
    badges: [
      ['Rear-Wheel Drive', 62000],
      ['Long Range', 73000],
      ['Performance', 86000],
    ],
    powertrains: [EV(420), EV(493), EV(660)],
    since: 2022,
    weight: 5,
  }),
  car('BYD', 'Atto 3', 'SUV', {
    drives: FWD,
    badges: [
      ['Standard Range', 45000],
      ['Extended Range', 48000],
    ],
    powertrains: [EV(310)],
    since: 2022,
    weight: 3,
  }),
  car('BYD', 'Dolphin', 'Hatch', {
    drives: FWD,
    badges: [
      ['Dynamic', 38000],
      ['Premium', 45000],
    ],
    powertrains: [EV(180), EV(290)],
    since: 2023,
    weight: 2,
  }),
  car('BYD', 'Seal', 'Sedan', {
    drives: ['RWD', 'AWD'],
    badges: [
      ['Dynamic', 50000],
      ['Premium', 58000],
      ['Performance', 69000],
    ],
    powertrains: [EV(310), EV(360), EV(670)],
    since: 2023,
    weight: 2,
  }),
  car('GWM', 'Cannon', 'Ute', {
    drives: UTE_DRIVES,
    badges: [
      ['Cannon', 36000],
      ['Cannon-L', 40000],
      ['Cannon-X', 44000],
      ['Cannon Alpha Ultra', 56000],
    ],
    powertrains: [
      pt('Diesel', 2.0, 4, 'Turbo', 500, 9.4, AUTO8),
      pt('Diesel', 2.4, 4, 'Turbo', 480, 9.0, '9 Speed Automatic'),
    ],
    series: 'NPW',
    since: 2020,
    weight: 4,
    tows: true,
  }),
  car('GWM', 'Haval Jolion', 'SUV', {
    drives: FWD,
    badges: [
      ['Premium', 28000],
      ['Lux', 31000],
      ['Ultra', 34000],
      ['Ultra Hybrid', 40000],
    ],
    powertrains: [
      pt('Petrol', 1.5, 4, 'Turbo', 210, 8.1, '7 Speed DCT'),
      pt('Hybrid', 1.5, 4, 'Aspirated', 375, 5.0, 'Dedicated Hybrid Transmission'),
    ],
    series: 'A01',
    since: 2021,
    weight: 4,
  }),
  car('GWM', 'Haval H6', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Premium', 36000],
      ['Lux', 39000],
      ['Ultra', 43000],
    ],
    powertrains: [P20T],
    series: 'B01',
    since: 2021,
    weight: 3,
  }),
  car('GWM', 'Tank 300', 'SUV', {
    drives: FOUR_BY_FOUR,
    badges: [
      ['Lux', 52000],
      ['Ultra', 58000],
    ],
    powertrains: [pt('Petrol', 2.0, 4, 'Turbo', 380, 9.5, '9 Speed Automatic')],
    series: 'P01',
    since: 2023,
    weight: 1,
    tows: true,
  }),
  car('LDV', 'T60', 'Ute', {
    drives: UTE_DRIVES,
    badges: [
      ['Pro', 38000],
      ['Max Luxe', 49000],
      ['Max Plus', 45000],
    ],
    powertrains: [pt('Diesel', 2.0, 4, 'Twin Turbo', 500, 8.9, AUTO8)],
    series: 'SK8C',
    since: 2017,
    weight: 3,
    tows: true,
  }),
  car('LDV', 'Deliver 9', 'Van', {
    drives: FWD,
    badges: [
      ['LWB Mid Roof', 50000],
      ['LWB High Roof', 53000],
    ],
    powertrains: [pt('Diesel', 2.0, 4, 'Turbo', 375, 8.8, AUTO6)],
    series: 'SV63',
    since: 2020,
    weight: 1,
  }),
  car('LDV', 'D90', 'SUV', {
    seats: 7,
    drives: FOUR_BY_FOUR,
    badges: [
      ['Executive', 47000],
      ['Executive 4WD', 52000],
    ],
    powertrains: [pt('Petrol', 2.0, 4, 'Turbo', 360, 10.6, AUTO6), D20T],
    series: 'SV9A',
    since: 2017,
    weight: 1,
  }),
  car('Skoda', 'Octavia', 'Wagon', {
    drives: FWD,
    badges: [
      ['110TSI Style', 41000],
      ['RS', 55000],
    ],
    powertrains: [P14T, P20T],
    series: 'NX',
    since: 2013,
    weight: 2,
  }),
  car('Skoda', 'Kodiaq', 'SUV', {
    seats: 7,
    drives: AWD,
    badges: [
      ['Style', 52000],
      ['Sportline', 57000],
      ['RS', 73000],
    ],
    powertrains: [P20T],
    series: 'NS',
    since: 2017,
    weight: 2,
    tows: true,
  }),
  car('Renault', 'Koleos', 'SUV', {
    drives: FWD_AWD,
    badges: [
      ['Zen', 38000],
      ['Intens', 45000],
    ],
    powertrains: [pt('Petrol', 2.5, 4, 'Aspirated', 233, 8.1, 'CVT')],
    series: 'HZG',
    since: 2016,
    weight: 1,
  }),
  car('Renault', 'Trafic', 'Van', {
    drives: FWD,
    badges: [
      ['Pro Lifestyle SWB', 50000],
      ['Pro LWB', 47000],
    ],
    powertrains: [pt('Diesel', 2.0, 4, 'Twin Turbo', 380, 7.9, '6 Speed DCT')],
    series: 'X82',
    since: 2015,
    weight: 1,
  }),
  car('Peugeot', '3008', 'SUV', {
    drives: FWD,
    badges: [
      ['Allure', 47000],
      ['GT', 52000],
      ['GT Sport', 57000],
    ],
    powertrains: [pt('Petrol', 1.6, 4, 'Turbo', 240, 7.0, AUTO8)],
    series: 'P84',
    since: 2017,
    weight: 1,
  }),
]

const US_DRIVES_TRUCK = ['4WD', '4WD', 'RWD'] as const

/** US-market new and used stock; prices in USD. */
export const US_RANGE: readonly ModelSpec[] = [
  car('Ford', 'F-150', 'Truck', {
    drives: US_DRIVES_TRUCK,
    badges: [
      ['XL', 38000],
      ['XLT', 48000],
      ['Lariat', 62000],
      ['Platinum', 72000],
      ['Raptor', 80000],
    ],
    powertrains: [
      pt('Petrol', 2.7, 6, 'Twin Turbo', 542, 11.8, AUTO10),
      P50V8,
      pt('Petrol', 3.5, 6, 'Twin Turbo', 691, 12.4, AUTO10),
    ],
    since: 2015,
    weight: 14,
  }),
  car('Chevrolet', 'Silverado 1500', 'Truck', {
    drives: US_DRIVES_TRUCK,
    badges: [
      ['WT', 38000],
      ['LT', 49000],
      ['RST', 56000],
      ['High Country', 69000],
    ],
    powertrains: [
      pt('Petrol', 2.7, 4, 'Turbo', 569, 11.5, AUTO8),
      pt('Petrol', 5.3, 8, 'Aspirated', 519, 13.1, AUTO10),
      P62V8,
    ],
    since: 2014,
    weight: 11,
  }),
  car('RAM', '1500', 'Truck', {
    drives: US_DRIVES_TRUCK,
    badges: [
      ['Tradesman', 41000],
      ['Big Horn', 47000],
      ['Laramie', 59000],
      ['Limited', 69000],
    ],
    powertrains: [P36V6, pt('Petrol', 5.7, 8, 'Aspirated', 556, 13.8, AUTO8)],
    since: 2013,
    weight: 9,
  }),
  car('GMC', 'Sierra 1500', 'Truck', {
    drives: US_DRIVES_TRUCK,
    badges: [
      ['Pro', 40000],
      ['SLE', 51000],
      ['AT4', 66000],
      ['Denali', 71000],
    ],
    powertrains: [pt('Petrol', 5.3, 8, 'Aspirated', 519, 13.1, AUTO10), P62V8],
    since: 2014,
    weight: 5,
  }),
  car('Toyota', 'Tacoma', 'Truck', {
    drives: US_DRIVES_TRUCK,
    badges: [
      ['SR', 32000],
      ['SR5', 37000],
      ['TRD Sport', 41000],
      ['TRD Off-Road', 44000],
    ],
    powertrains: [pt('Petrol', 2.4, 4, 'Turbo', 420, 10.7, AUTO8)],
    since: 2016,
    weight: 7,
  }),
  car('Toyota', 'Tundra', 'Truck', {
    drives: US_DRIVES_TRUCK,
    badges: [
      ['SR5', 49000],
      ['Limited', 59000],
      ['TRD Pro', 71000],
    ],
    powertrains: [pt('Petrol', 3.4, 6, 'Twin Turbo', 650, 12.4, AUTO10), T_H34],
    since: 2014,
    weight: 4,
  }),
  car('Toyota', 'RAV4', 'SUV', {
    drives: ['FWD', 'AWD'],
    badges: [
      ['LE', 29000],
      ['XLE', 31000],
      ['XLE Premium', 35000],
      ['Limited', 38000],
      ['Hybrid XSE', 39000],
    ],
    powertrains: [P25, T_H25],
    since: 2013,
    weight: 12,
  }),
  car('Toyota', 'Camry', 'Sedan', {
    drives: FWD,
    badges: [
      ['LE', 27000],
      ['SE', 29000],
      ['XSE', 33000],
    ],
    powertrains: [T_H25],
    since: 2012,
    weight: 8,
  }),
  car('Toyota', 'Highlander', 'SUV', {
    seats: 8,
    drives: ['FWD', 'AWD'],
    badges: [
      ['LE', 40000],
      ['XLE', 44000],
      ['Limited', 50000],
    ],
    powertrains: [pt('Petrol', 2.4, 4, 'Turbo', 420, 9.4, AUTO8)],
    since: 2014,
    weight: 5,
  }),
  car('Toyota', 'Sienna', 'Minivan', {
    drives: ['FWD', 'AWD'],
    badges: [
      ['LE', 39000],
      ['XLE', 45000],
      ['Limited', 53000],
    ],
    powertrains: [T_H25],
    since: 2015,
    weight: 3,
  }),
  car('Honda', 'CR-V', 'SUV', {
    drives: ['FWD', 'AWD'],
    badges: [
      ['LX', 30000],
      ['EX', 33000],
      ['EX-L', 36000],
      ['Sport Touring Hybrid', 41000],
    ],
    powertrains: [pt('Petrol', 1.5, 4, 'Turbo', 240, 7.6, 'CVT'), H20],
    since: 2013,
    weight: 10,
  }),
  car('Honda', 'Civic', 'Sedan', {
    drives: FWD,
    badges: [
      ['LX', 24000],
      ['Sport', 26000],
      ['EX', 28000],
      ['Touring', 31000],
    ],
    powertrains: [pt('Petrol', 2.0, 4, 'Aspirated', 187, 6.9, 'CVT'), pt('Petrol', 1.5, 4, 'Turbo', 240, 6.5, 'CVT')],
    since: 2013,
    weight: 8,
  }),
  car('Honda', 'Accord', 'Sedan', {
    drives: FWD,
    badges: [
      ['LX', 28000],
      ['Sport Hybrid', 33000],
      ['Touring Hybrid', 39000],
    ],
    powertrains: [pt('Petrol', 1.5, 4, 'Turbo', 260, 7.4, 'CVT'), H20],
    since: 2013,
    weight: 5,
  }),
  car('Honda', 'Pilot', 'SUV', {
    seats: 8,
    drives: AWD,
    badges: [
      ['Sport', 40000],
      ['EX-L', 45000],
      ['Elite', 53000],
    ],
    powertrains: [pt('Petrol', 3.5, 6, 'Aspirated', 355, 11.5, AUTO10)],
    since: 2016,
    weight: 4,
  }),
  car('Honda', 'Odyssey', 'Minivan', {
    drives: FWD,
    badges: [
      ['EX', 39000],
      ['EX-L', 42000],
      ['Touring', 46000],
    ],
    powertrains: [pt('Petrol', 3.5, 6, 'Aspirated', 355, 10.7, AUTO10)],
    since: 2014,
    weight: 3,
  }),
  car('Jeep', 'Wrangler', 'SUV', {
    drives: ['4WD'],
    badges: [
      ['Sport', 34000],
      ['Sahara', 46000],
      ['Rubicon', 49000],
    ],
    powertrains: [pt('Petrol', 2.0, 4, 'Turbo', 400, 10.7, AUTO8), P36V6],
    since: 2012,
    weight: 6,
  }),
  car('Jeep', 'Grand Cherokee', 'SUV', {
    drives: ['4WD'],
    badges: [
      ['Laredo', 40000],
      ['Limited', 47000],
      ['Overland', 58000],
    ],
    powertrains: [P36V6],
    since: 2012,
    weight: 6,
  }),
  car('Tesla', 'Model 3', 'Sedan', {
    drives: ['RWD', 'AWD'],
    badges: [
      ['Rear-Wheel Drive', 40000],
      ['Long Range', 47000],
      ['Performance', 55000],
    ],
    powertrains: [EV(420), EV(493), EV(741)],
    since: 2018,
    weight: 6,
  }),
  car('Tesla', 'Model Y', 'SUV', {
    drives: ['RWD', 'AWD'],
    badges: [
      ['Rear-Wheel Drive', 44000],
      ['Long Range', 50000],
      ['Performance', 55000],
    ],
    powertrains: [EV(420), EV(493), EV(660)],
    since: 2020,
    weight: 7,
  }),
  car('Nissan', 'Rogue', 'SUV', {
    drives: ['FWD', 'AWD'],
    badges: [
      ['S', 29000],
      ['SV', 31000],
      ['SL', 36000],
      ['Platinum', 40000],
    ],
    powertrains: [pt('Petrol', 1.5, 3, 'Turbo', 305, 7.8, 'CVT')],
    since: 2014,
    weight: 6,
  }),
  car('Hyundai', 'Tucson', 'SUV', {
    drives: ['FWD', 'AWD'],
    badges: [
      ['SE', 28000],
      ['SEL', 30000],
      ['Limited', 37000],
    ],
    powertrains: [pt('Petrol', 2.5, 4, 'Aspirated', 243, 8.7, AUTO8), pt('Hybrid', 1.6, 4, 'Turbo', 350, 6.3, AUTO6)],
    since: 2016,
    weight: 5,
  }),
  car('Hyundai', 'Palisade', 'SUV', {
    seats: 8,
    drives: ['FWD', 'AWD'],
    badges: [
      ['SE', 37000],
      ['SEL', 40000],
      ['Calligraphy', 52000],
    ],
    powertrains: [pt('Petrol', 3.8, 6, 'Aspirated', 355, 10.7, AUTO8)],
    since: 2020,
    weight: 3,
  }),
  car('Kia', 'Telluride', 'SUV', {
    seats: 8,
    drives: ['FWD', 'AWD'],
    badges: [
      ['LX', 36000],
      ['S', 39000],
      ['EX', 43000],
      ['SX', 47000],
    ],
    powertrains: [pt('Petrol', 3.8, 6, 'Aspirated', 355, 10.7, AUTO8)],
    since: 2020,
    weight: 4,
  }),
  car('Subaru', 'Outback', 'Wagon', {
    drives: AWD,
    badges: [
      ['Base', 29000],
      ['Premium', 32000],
      ['Limited', 38000],
      ['Wilderness', 41000],
    ],
    powertrains: [pt('Petrol', 2.5, 4, 'Aspirated', 245, 8.4, 'CVT'), pt('Petrol', 2.4, 4, 'Turbo', 375, 9.4, 'CVT')],
    since: 2014,
    weight: 5,
  }),
  car('Chevrolet', 'Equinox', 'SUV', {
    drives: ['FWD', 'AWD'],
    badges: [
      ['LS', 27000],
      ['LT', 29000],
      ['RS', 33000],
    ],
    powertrains: [pt('Petrol', 1.5, 4, 'Turbo', 275, 8.4, AUTO6)],
    since: 2016,
    weight: 6,
  }),
  car('Chevrolet', 'Tahoe', 'SUV', {
    seats: 8,
    drives: ['4WD', 'RWD'],
    badges: [
      ['LS', 57000],
      ['LT', 63000],
      ['Z71', 69000],
      ['High Country', 79000],
    ],
    powertrains: [pt('Petrol', 5.3, 8, 'Aspirated', 519, 14.7, AUTO10), P62V8],
    since: 2015,
    weight: 4,
  }),
  car('Ford', 'Explorer', 'SUV', {
    seats: 7,
    drives: ['RWD', '4WD'],
    badges: [
      ['XLT', 40000],
      ['ST-Line', 46000],
      ['Platinum', 55000],
    ],
    powertrains: [
      pt('Petrol', 2.3, 4, 'Turbo', 420, 10.7, AUTO10),
      pt('Petrol', 3.0, 6, 'Twin Turbo', 515, 11.8, AUTO10),
    ],
    since: 2016,
    weight: 5,
  }),
  car('Ford', 'Bronco', 'SUV', {
    drives: ['4WD'],
    badges: [
      ['Big Bend', 42000],
      ['Outer Banks', 50000],
      ['Badlands', 54000],
    ],
    powertrains: [
      pt('Petrol', 2.3, 4, 'Turbo', 441, 11.8, AUTO10),
      pt('Petrol', 2.7, 6, 'Twin Turbo', 563, 12.4, AUTO10),
    ],
    since: 2021,
    weight: 3,
  }),
  car('Ford', 'Mustang', 'Coupe', {
    drives: RWD,
    badges: [
      ['EcoBoost', 32000],
      ['GT', 44000],
      ['Dark Horse', 61000],
    ],
    powertrains: [pt('Petrol', 2.3, 4, 'Turbo', 475, 9.8, AUTO10), P50V8],
    since: 2015,
    weight: 3,
  }),
  car('Mazda', 'CX-5', 'SUV', {
    drives: AWD,
    badges: [
      ['2.5 S', 29000],
      ['2.5 S Preferred', 31000],
      ['2.5 S Premium', 35000],
      ['2.5 Turbo Signature', 41000],
    ],
    powertrains: [pt('Petrol', 2.5, 4, 'Aspirated', 252, 8.7, AUTO6), pt('Petrol', 2.5, 4, 'Turbo', 434, 9.8, AUTO6)],
    since: 2014,
    weight: 5,
  }),
]

/** Caravans and hybrid campers (item_type caravan) and trailers (item_type trailer); AUD. */
export interface TowableSpec {
  make: string
  model: string
  itemType: 'caravan' | 'trailer'
  /** simple_body */
  body: string
  shape: PhotoShape
  /** Body length in feet. */
  length: readonly [number, number]
  width: readonly [number, number]
  tare: readonly [number, number]
  /** Payload above tare: ATM = tare + payload. */
  payload: readonly [number, number]
  sleeps?: readonly [number, number]
  axles: readonly ('single' | 'tandem')[]
  /** New price range. */
  price: readonly [number, number]
  since: number
  weight: number
}

const towable = (spec: TowableSpec): TowableSpec => spec

export const TOWABLES: readonly TowableSpec[] = [
  towable({
    make: 'Jayco',
    model: 'Journey',
    itemType: 'caravan',
    body: 'Caravan',
    shape: 'caravan',
    length: [18, 21],
    width: [7.5, 8],
    tare: [2100, 2500],
    payload: [500, 700],
    sleeps: [2, 4],
    axles: ['tandem'],
    price: [74000, 86000],
    since: 2012,
    weight: 8,
  }),
  towable({
    make: 'Jayco',
    model: 'Silverline',
    itemType: 'caravan',
    body: 'Caravan',
    shape: 'caravan',
    length: [21, 24],
    width: [7.5, 8],
    tare: [2600, 3000],
    payload: [500, 700],
    sleeps: [2, 4],
    axles: ['tandem'],
    price: [98000, 116000],
    since: 2014,
    weight: 5,
  }),
  towable({
    make: 'Jayco',
    model: 'Starcraft',
    itemType: 'caravan',
    body: 'Pop Top',
    shape: 'caravan',
    length: [16, 19],
    width: [7, 7.5],
    tare: [1700, 2100],
    payload: [400, 600],
    sleeps: [2, 5],
    axles: ['single', 'tandem'],
    price: [54000, 66000],
    since: 2010,
    weight: 8,
  }),
  towable({
    make: 'Jayco',
    model: 'Crosstrak',
    itemType: 'caravan',
    body: 'Hybrid Camper',
    shape: 'caravan',
    length: [14, 16],
    width: [7, 7.5],
    tare: [1500, 1800],
    payload: [400, 550],
    sleeps: [2, 4],
    axles: ['single'],
    price: [42000, 50000],
    since: 2018,
    weight: 5,
  }),
  towable({
    make: 'New Age',
    model: 'Manta Ray',
    itemType: 'caravan',
    body: 'Caravan',
    shape: 'caravan',
    length: [19, 22],
    width: [7.5, 8],
    tare: [2300, 2700],
    payload: [500, 700],
    sleeps: [2, 4],
    axles: ['tandem'],
    price: [80000, 95000],
    since: 2012,
    weight: 5,
  }),
  towable({
    make: 'New Age',
    model: 'Big Red',
    itemType: 'caravan',
    body: 'Off-Road Caravan',
    shape: 'caravan',
    length: [19, 23],
    width: [7.5, 8],
    tare: [2600, 3100],
    payload: [500, 800],
    sleeps: [2, 6],
    axles: ['tandem'],
    price: [95000, 120000],
    since: 2012,
    weight: 4,
  }),
  towable({
    make: 'New Age',
    model: 'Road Owl',
    itemType: 'caravan',
    body: 'Off-Road Caravan',
    shape: 'caravan',
    length: [16, 18],
    width: [7, 7.5],
    tare: [1900, 2300],
    payload: [450, 650],
    sleeps: [2, 3],
    axles: ['single', 'tandem'],
    price: [72000, 82000],
    since: 2018,
    weight: 3,
  }),
  towable({
    make: 'Lotus',
    model: 'Trooper',
    itemType: 'caravan',
    body: 'Off-Road Caravan',
    shape: 'caravan',
    length: [18, 22],
    width: [7.5, 8],
    tare: [2700, 3200],
    payload: [600, 800],
    sleeps: [2, 5],
    axles: ['tandem'],
    price: [118000, 142000],
    since: 2014,
    weight: 3,
  }),
  towable({
    make: 'Lotus',
    model: 'Caboose',
    itemType: 'caravan',
    body: 'Hybrid Camper',
    shape: 'caravan',
    length: [14, 15],
    width: [7, 7.5],
    tare: [1500, 1750],
    payload: [450, 600],
    sleeps: [2, 4],
    axles: ['single'],
    price: [60000, 70000],
    since: 2019,
    weight: 2,
  }),
  towable({
    make: 'Avan',
    model: 'Aspire',
    itemType: 'caravan',
    body: 'Pop Top',
    shape: 'caravan',
    length: [16, 19],
    width: [7, 7.5],
    tare: [1600, 2000],
    payload: [400, 550],
    sleeps: [2, 4],
    axles: ['single', 'tandem'],
    price: [55000, 66000],
    since: 2013,
    weight: 3,
  }),
  towable({
    make: 'Zone RV',
    model: 'Z-4',
    itemType: 'caravan',
    body: 'Off-Road Caravan',
    shape: 'caravan',
    length: [17, 19],
    width: [7.5, 8],
    tare: [2400, 2800],
    payload: [600, 800],
    sleeps: [2, 4],
    axles: ['tandem'],
    price: [125000, 140000],
    since: 2019,
    weight: 2,
  }),
  towable({
    make: 'Coromal',
    model: 'Element',
    itemType: 'caravan',
    body: 'Caravan',
    shape: 'caravan',
    length: [17, 21],
    width: [7.5, 8],
    tare: [1900, 2400],
    payload: [450, 650],
    sleeps: [2, 6],
    axles: ['single', 'tandem'],
    price: [68000, 80000],
    since: 2012,
    weight: 3,
  }),
  towable({
    make: 'Jurgens',
    model: 'Lucerne',
    itemType: 'caravan',
    body: 'Pop Top',
    shape: 'caravan',
    length: [17, 19],
    width: [7, 7.5],
    tare: [1800, 2200],
    payload: [400, 550],
    sleeps: [2, 2],
    axles: ['single', 'tandem'],
    price: [60000, 70000],
    since: 2013,
    weight: 2,
  }),
  towable({
    make: 'Brian James',
    model: 'Cargo King',
    itemType: 'trailer',
    body: 'Box Trailer',
    shape: 'trailer',
    length: [7, 10],
    width: [4, 6],
    tare: [350, 600],
    payload: [900, 1800],
    axles: ['single', 'tandem'],
    price: [4500, 9000],
    since: 2010,
    weight: 3,
  }),
  towable({
    make: 'Brian James',
    model: 'Race Transporter',
    itemType: 'trailer',
    body: 'Car Trailer',
    shape: 'trailer',
    length: [14, 16],
    width: [6.5, 7],
    tare: [800, 950],
    payload: [1500, 2500],
    axles: ['tandem'],
    price: [14000, 22000],
    since: 2012,
    weight: 2,
  }),
  towable({
    make: 'Sherpa',
    model: 'Tradesman Cage',
    itemType: 'trailer',
    body: 'Box Trailer',
    shape: 'trailer',
    length: [6, 8],
    width: [4, 5],
    tare: [250, 400],
    payload: [500, 1000],
    axles: ['single'],
    price: [2500, 5500],
    since: 2010,
    weight: 2,
  }),
]

export const FEATURES = {
  car: [
    'Apple CarPlay',
    'Android Auto',
    'Reversing Camera',
    'Adaptive Cruise Control',
    'Blind Spot Monitor',
    'Lane Keep Assist',
    'Autonomous Emergency Braking',
    'Alloy Wheels',
    'Keyless Entry',
    'Push Button Start',
    'Dual Zone Climate Control',
    'Heated Seats',
    'Leather Seats',
    'Sunroof',
    'Satellite Navigation',
    'Front and Rear Parking Sensors',
    '360 Degree Camera',
    'Head-Up Display',
    'Wireless Phone Charger',
    'Power Tailgate',
    'LED Headlights',
    'Rain Sensing Wipers',
    'Tinted Windows',
    'Full Service History',
    'Two Keys',
    'Premium Sound System',
    'Digital Instrument Cluster',
    'Ventilated Seats',
  ],
  ute: [
    'Tow Bar',
    'Tub Liner',
    'Tonneau Cover',
    'Bull Bar',
    'Canopy',
    'Sports Bar',
    'Snorkel',
    'Roof Racks',
    'LED Light Bar',
    'Side Steps',
    'Diff Lock',
    'UHF Radio',
  ],
  caravan: [
    'Solar Panels',
    'Lithium Battery',
    'Ensuite',
    'Washing Machine',
    'Diesel Heater',
    'Reverse Cycle Air Conditioning',
    'Off-Grid Package',
    'External Kitchen',
    'Roll-Out Awning',
    'Bunk Beds',
    'Queen Bed',
    'Twin Water Tanks',
    'Twin Gas Bottles',
    'Independent Suspension',
    'Electric Brakes',
    'Anderson Plug',
    'TV with Antenna',
    'Microwave',
    'Three-Way Fridge',
    'Grey Water Tank',
  ],
  trailer: [
    'Mesh Cage',
    'Loading Ramps',
    'Jockey Wheel',
    'Spare Wheel',
    'Drop Tailgate',
    'Hot-Dip Galvanised',
    'LED Lights',
    'Tie-Down Points',
    'Electric Brakes',
    'Winch',
    'Checker Plate Floor',
    'Tarp',
  ],
} as const

export const STANDARD_EQUIPMENT = {
  car: [
    'Front, Side and Curtain Airbags',
    'Anti-lock Braking System',
    'Electronic Stability Control',
    'Traction Control',
    'Air Conditioning',
    'Power Windows',
    'Central Locking',
    'Touchscreen Display',
    'Bluetooth Connectivity',
    'USB Ports',
    'Reversing Camera',
    'Cruise Control',
    'Hill Start Assist',
    'Tyre Pressure Monitoring',
    'Auto Headlights',
    'Steering Wheel Audio Controls',
    'Rear Seat Belt Reminder',
    'ISOFIX Child Seat Anchors',
  ],
  caravan: [
    'Gas Cooktop',
    'Rangehood',
    'Pull-Out Pantry',
    'Compressor Fridge',
    '12V Power Points',
    'LED Interior Lighting',
    'Water Pump',
    'Hot Water System',
    'Battery Management System',
    'Entry Step',
    'Security Door',
    'Safety Chains',
    'Breakaway System',
  ],
  trailer: [
    'Safety Chains',
    'LED Tail Lights',
    'Mud Guards',
    'Leaf Spring Suspension',
    '50mm Ball Coupling',
    'Spare Wheel Bracket',
  ],
} as const

export const COLOURS: readonly (readonly [string, number])[] = [
  ['White', 30],
  ['Silver', 12],
  ['Grey', 14],
  ['Black', 13],
  ['Blue', 9],
  ['Red', 7],
  ['Green', 2],
  ['Bronze', 2],
  ['Orange', 1],
  ['Yellow', 1],
  ['Brown', 1],
  ['Beige', 1],
]

/** World manufacturer identifiers (VIN positions 1–3) by make. */
export const WMI: Record<string, readonly string[]> = {
  Toyota: ['JTM', 'JTD', 'JTN', 'MR0', 'JTE', 'JTF'],
  Mazda: ['JM0', 'JMZ'],
  Hyundai: ['KMH', 'KMF'],
  Kia: ['KNA', 'KNE'],
  Ford: ['MPB', 'WF0', '1FT', '1FM', '1FA'],
  Mitsubishi: ['MMA', 'JMF'],
  Nissan: ['MNT', 'JN1', '5N1'],
  Volkswagen: ['WVW', 'WVG', 'WV1'],
  Subaru: ['JF1', 'JF2', '4S4'],
  Honda: ['JHM', 'MRH', '5FN', '2HG', '7FA'],
  Isuzu: ['MPA'],
  MG: ['LSJ'],
  Suzuki: ['JS2', 'MA3', 'TSM'],
  Holden: ['6G1', 'KL3'],
  BMW: ['WBA', 'WBS'],
  'Mercedes-Benz': ['WDD', 'W1K', 'WDC'],
  Audi: ['WAU', 'WA1'],
  Lexus: ['JTH', 'JTJ'],
  Jeep: ['1C4'],
  'Land Rover': ['SAL'],
  Volvo: ['YV1'],
  Tesla: ['5YJ', 'LRW', '7SA'],
  BYD: ['LGX'],
  GWM: ['LGW'],
  LDV: ['LSK'],
  Skoda: ['TMB'],
  Renault: ['VF1'],
  Peugeot: ['VF3'],
  Chevrolet: ['1GC', '1GN', '2GN'],
  RAM: ['1C6'],
  GMC: ['1GT'],
}

/** Caravan and trailer builders registered in Australia. */
export const TOWABLE_WMI = ['6T9', '6K9', '6H8', '6F9'] as const
