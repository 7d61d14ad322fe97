import { describe, expect, it } from 'vitest'
import { EARTH_RADIUS_KM, haversineKm, locationPoint, nearestLocation } from '@/domain/distance'

const perth = { lat: -31.9523, lng: 115.8613 }
const sydney = { lat: -33.8688, lng: 151.2093 }

describe('haversineKm (spec: Earth radius 6371 km for distance calculation)', () => {
  it('uses an earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371)
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6)
  })

  it('Perth to Sydney is about 3290 km', () => {
    expect(haversineKm(perth, sydney)).toBeGreaterThan(3280)
    expect(haversineKm(perth, sydney)).toBeLessThan(3300)
  })

  it('is 0 for the same point and symmetric', () => {
    expect(haversineKm(perth, perth)).toBe(0)
    expect(haversineKm(perth, sydney)).toBeCloseTo(haversineKm(sydney, perth), 9)
  })
})

describe('nearestLocation', () => {
  const locations = [
    { id: 'syd', address: { lat: String(sydney.lat), long: String(sydney.lng) } },
    { id: 'none', address: { lat: null, long: null } },
    { id: 'per', address: { lat: perth.lat, long: perth.lng } },
  ]

  it('picks the nearest location with coordinates (numbers or numeric strings)', () => {
    expect(nearestLocation({ lat: -32.0, lng: 115.9 }, locations)?.location.id).toBe('per')
    expect(nearestLocation({ lat: -33.9, lng: 151.1 }, locations)?.location.id).toBe('syd')
  })

  it('returns null when no location has coordinates', () => {
    expect(nearestLocation(perth, [{ address: null }, { address: { lat: '', long: '' } }])).toBeNull()
  })

  it('rejects coordinates out of range', () => {
    expect(locationPoint({ address: { lat: 95, long: 10 } })).toBeNull()
  })
})
