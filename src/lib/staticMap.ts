import type { GeoPoint } from '@/domain/distance'

/**
 * Geometry of the static location map: points on a Web Mercator view of a fixed size, and the map tiles that cover
 * it when a tile server is configured. Pure arithmetic, so the map renders on the server and works offline.
 */
export const TILE_SIZE = 256
const MAX_ZOOM = 16
const SINGLE_POINT_ZOOM = 15

export interface MapView {
  width: number
  height: number
  zoom: number
  /** World pixel coordinates of the view's top-left corner at this zoom. */
  originX: number
  originY: number
}

const worldX = (lng: number) => (lng + 180) / 360
const worldY = (lat: number) => {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180)
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)
}

/** The largest zoom (at most 16) whose view of width x height shows every point with `padding` pixels to spare. */
export function mapView(points: readonly GeoPoint[], width: number, height: number, padding = 48): MapView | null {
  if (points.length === 0) return null
  const xs = points.map((p) => worldX(p.lng))
  const ys = points.map((p) => worldY(p.lat))
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  let zoom = SINGLE_POINT_ZOOM
  if (maxX - minX > 0 || maxY - minY > 0) {
    zoom = 0
    for (let z = MAX_ZOOM; z >= 0; z--) {
      const scale = TILE_SIZE * 2 ** z
      if ((maxX - minX) * scale <= width - 2 * padding && (maxY - minY) * scale <= height - 2 * padding) {
        zoom = z
        break
      }
    }
  }
  const scale = TILE_SIZE * 2 ** zoom
  return {
    width,
    height,
    zoom,
    originX: ((minX + maxX) / 2) * scale - width / 2,
    originY: ((minY + maxY) / 2) * scale - height / 2,
  }
}

/** Where a point falls in the view, in pixels from its top-left corner. */
export function projectPoint(view: MapView, point: GeoPoint): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** view.zoom
  return { x: worldX(point.lng) * scale - view.originX, y: worldY(point.lat) * scale - view.originY }
}

/** The tiles covering the view: their z/x/y and their top-left position in the view. */
export function coveringTiles(view: MapView): { z: number; x: number; y: number; left: number; top: number }[] {
  const count = 2 ** view.zoom
  const first = { x: Math.floor(view.originX / TILE_SIZE), y: Math.floor(view.originY / TILE_SIZE) }
  const last = {
    x: Math.floor((view.originX + view.width - 1) / TILE_SIZE),
    y: Math.floor((view.originY + view.height - 1) / TILE_SIZE),
  }
  const tiles: { z: number; x: number; y: number; left: number; top: number }[] = []
  for (let ty = first.y; ty <= last.y; ty++) {
    if (ty < 0 || ty >= count) continue
    for (let tx = first.x; tx <= last.x; tx++) {
      tiles.push({
        z: view.zoom,
        x: ((tx % count) + count) % count,
        y: ty,
        left: tx * TILE_SIZE - view.originX,
        top: ty * TILE_SIZE - view.originY,
      })
    }
  }
  return tiles
}

/** A tile URL from a template such as https://tile.example/{z}/{x}/{y}.png. */
export const tileUrl = (template: string, tile: { z: number; x: number; y: number }) =>
  template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y))
