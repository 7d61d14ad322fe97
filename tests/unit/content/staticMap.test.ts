import { describe, expect, it } from 'vitest'
import { coveringTiles, mapView, projectPoint, tileUrl } from '@/lib/staticMap'

describe('static location map (a map that also works offline)', () => {
  const camperdown = { lat: -33.8889, lng: 151.1767 }
  const dandenong = { lat: -37.9875, lng: 145.2151 }

  it('centres a single location at street zoom', () => {
    const view = mapView([camperdown], 640, 360)!
    expect(view.zoom).toBe(15)
    const p = projectPoint(view, camperdown)
    expect(p.x).toBeCloseTo(320, 5)
    expect(p.y).toBeCloseTo(180, 5)
  })

  it('fits several locations inside the padded view', () => {
    const view = mapView([camperdown, dandenong], 640, 360, 48)!
    for (const point of [camperdown, dandenong]) {
      const p = projectPoint(view, point)
      expect(p.x).toBeGreaterThanOrEqual(48 - 1e-6)
      expect(p.x).toBeLessThanOrEqual(640 - 48 + 1e-6)
      expect(p.y).toBeGreaterThanOrEqual(48 - 1e-6)
      expect(p.y).toBeLessThanOrEqual(360 - 48 + 1e-6)
    }
  })

  it('has no view without locations', () => {
    expect(mapView([], 640, 360)).toBeNull()
  })

  it('lists the tiles that cover the view, from a URL template', () => {
    const view = mapView([camperdown], 640, 360)!
    const tiles = coveringTiles(view)
    expect(tiles.length).toBeGreaterThanOrEqual(6)
    expect(tiles.every((t) => t.left < 640 && t.top < 360 && t.left + 256 > 0 && t.top + 256 > 0)).toBe(true)
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', { z: 15, x: 1, y: 2 })).toBe(
      'https://tiles.example/15/1/2.png',
    )
  })
})
