import { describe, expect, it } from 'vitest'
import {
  MODEL_BODY_TYPES,
  modelBodyLabel,
  modelBodyType,
  modelBodyTypesPresent,
  modelsForBody,
} from '@/domain/modelBodies'

describe('/models?body= over the body types list (content spec §9)', () => {
  it('lists the spec body types in order', () => {
    expect(MODEL_BODY_TYPES).toEqual([
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
    ])
  })

  it('reads a body from the query whatever its case or separators', () => {
    expect(modelBodyType('SUV')).toBe('suv')
    expect(modelBodyType('cab-chassis')).toBe('cabChassis')
    expect(modelBodyType('people mover')).toBe('peopleMover')
    expect(modelBodyType('spaceship')).toBeNull()
    expect(modelBodyLabel('stationWagon')).toBe('Station Wagon')
  })

  const range = [
    { name: 'RAV4', body: 'suv' },
    { name: 'HiLux', body: 'ute' },
    { name: 'Kluger', body: 'suv' },
    { name: 'Camry', body: 'sedan' },
  ]

  it('filters the range by one body type', () => {
    expect(modelsForBody(range, 'suv').map((m) => m.name)).toEqual(['RAV4', 'Kluger'])
  })

  it('an unknown or missing body shows every model', () => {
    expect(modelsForBody(range, 'spaceship')).toHaveLength(4)
    expect(modelsForBody(range, null)).toHaveLength(4)
  })

  it('offers only the body types that have models, in the spec order', () => {
    expect(modelBodyTypesPresent(range)).toEqual(['sedan', 'suv', 'ute'])
  })
})
