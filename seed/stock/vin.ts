/** VINs in the ISO 3779 / North American layout: WMI (3), descriptor (5), check digit, model year, plant, serial (6). */

export const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
}

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** The check digit (position 9) of a 17-character VIN: '0'–'9' or 'X'. */
export const vinCheckDigit = (vin: string): string => {
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const char = vin.charAt(i)
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0)
    sum += value * (WEIGHTS[i] ?? 0)
  }
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

/** Position 10: the 30-year model-year cycle starting at 1980 = A (2010 = A again). */
export const modelYearCode = (year: number): string => YEAR_CODES.charAt((((year - 1980) % 30) + 30) % 30)

/** A VIN with a correct check digit; `serial` (0–999999) makes it unique within one WMI/descriptor/year/plant. */
export const makeVin = (wmi: string, descriptor: string, year: number, plant: string, serial: number): string => {
  const draft = `${wmi}${descriptor}0${modelYearCode(year)}${plant}${String(serial).padStart(6, '0')}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}
