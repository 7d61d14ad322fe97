import { coveringTiles, mapView, projectPoint, tileUrl } from '@/lib/staticMap'
import styles from './StaticMap.module.css'
import { env } from '@/config/env'

type Pin = { lat: number; lng: number; label: string }

/** A number from the pins' coordinates: each location gets its own, stable street pattern. */
const seedOf = (pins: Pin[]) =>
  pins.reduce((hash, pin) => (hash * 31 + Math.round(Math.abs(pin.lat * 7919 + pin.lng * 104729))) >>> 0, 17)

/** Map colours in the usual street-map palette: land, blocks, water, parks, main and side roads. */
const MAP = {
  land: '#fbfaf7',
  block: '#ebe5da',
  water: '#aad3df',
  park: '#cdebb0',
  casing: '#d9c9a8',
  main: '#fcd6a4',
  road: '#ffffff',
}

/**
 * The drawn street map under the pins (and under tiles when MAP_TILE_URL is set): a street grid with city blocks,
 * a park, water along one edge and two main roads, varied by `seed`. It looks like a map, never like a broken image.
 */
function DrawnStreets({ seed }: { seed: number }) {
  let state = seed || 1
  const next = () => {
    state = (state * 1103515245 + 12345) >>> 0
    return state / 2 ** 32
  }
  const step = 64 + Math.floor(next() * 24)
  const tilt = (next() - 0.5) * 0.2
  const offsetX = Math.floor(next() * step)
  const offsetY = Math.floor(next() * step)
  const waterSide = Math.floor(next() * 4)
  const blocks: { x: number; y: number; w: number; h: number }[] = []
  for (let x = offsetX - step; x < WIDTH + step; x += step)
    for (let y = offsetY - step; y < HEIGHT + step; y += step)
      if (next() > 0.08) blocks.push({ x: x + 6, y: y + 6, w: step - 12, h: step - 12 })
  const park = blocks[Math.floor(next() * blocks.length)]
  const water = [
    `M0 0 H${WIDTH} V${HEIGHT * 0.16} Q${WIDTH * 0.6} ${HEIGHT * 0.26} 0 ${HEIGHT * 0.2} Z`,
    `M${WIDTH} 0 V${HEIGHT} H${WIDTH * 0.84} Q${WIDTH * 0.78} ${HEIGHT * 0.5} ${WIDTH * 0.88} 0 Z`,
    `M0 ${HEIGHT} H${WIDTH} V${HEIGHT * 0.86} Q${WIDTH * 0.4} ${HEIGHT * 0.76} 0 ${HEIGHT * 0.84} Z`,
    `M0 0 V${HEIGHT} H${WIDTH * 0.12} Q${WIDTH * 0.2} ${HEIGHT * 0.45} ${WIDTH * 0.1} 0 Z`,
  ][waterSide]
  const mainA = `M-20 ${HEIGHT * (0.55 + tilt)} L${WIDTH + 20} ${HEIGHT * (0.45 - tilt)}`
  const mainB = `M${WIDTH * (0.38 + tilt)} -20 L${WIDTH * (0.46 - tilt)} ${HEIGHT + 20}`
  return (
    <>
      <rect width={WIDTH} height={HEIGHT} fill={MAP.land} />
      <g transform={`rotate(${tilt * 40} ${WIDTH / 2} ${HEIGHT / 2})`}>
        {blocks.map((b) => (
          <rect key={`${b.x}-${b.y}`} x={b.x} y={b.y} width={b.w} height={b.h} rx="3" fill={MAP.block} />
        ))}
        {park ? <rect x={park.x} y={park.y} width={park.w} height={park.h} rx="6" fill={MAP.park} /> : null}
      </g>
      <path d={water} fill={MAP.water} />
      <g fill="none" strokeLinecap="round">
        <path d={mainA} stroke={MAP.casing} strokeWidth="14" />
        <path d={mainB} stroke={MAP.casing} strokeWidth="14" />
        <path d={mainA} stroke={MAP.main} strokeWidth="10" />
        <path d={mainB} stroke={MAP.main} strokeWidth="10" />
      </g>
    </>
  )
}

const WIDTH = 640
const HEIGHT = 360

/**
 * A location map that works offline: pins on a drawn background, computed on the server. When MAP_TILE_URL names a
 * tile server (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png) its tiles are laid over the background; if they
 * cannot load, the drawn map stays.
 */
export function StaticMap({ pins, title }: { pins: Pin[]; title: string }) {
  const view = mapView(pins, WIDTH, HEIGHT)
  if (!view) return null
  const template = env('MAP_TILE_URL')
  const projected = pins.map((pin) => ({ ...pin, ...projectPoint(view, pin) }))
  // A label is drawn only where it would not overlap the label of an earlier, nearby pin.
  const points = projected.map((p, i) => ({
    ...p,
    showLabel: !projected.slice(0, i).some((q) => Math.abs(q.x - p.x) < 160 && Math.abs(q.y - p.y) < 24),
  }))
  const pct = (value: number, of: number) => `${(value / of) * 100}%`
  return (
    <figure className={styles.map} role="img" aria-label={title} style={{ margin: 0 }}>
      <svg
        className={styles.base}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <DrawnStreets seed={seedOf(pins)} />
      </svg>
      {template ? (
        <div className={styles.tiles} aria-hidden="true">
          {coveringTiles(view).map((tile) => (
            // eslint-disable-next-line @next/next/no-img-element -- map tiles come straight from the tile server (MAP_TILE_URL) at their own 256 px
            <img
              key={`${tile.x}-${tile.y}`}
              src={tileUrl(template, tile)}
              alt=""
              width={256}
              height={256}
              style={{ left: pct(tile.left, WIDTH), top: pct(tile.top, HEIGHT) }}
            />
          ))}
          <span className={styles.attribution}>© OpenStreetMap contributors</span>
        </div>
      ) : null}
      <svg
        className={styles.pins}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        {points.map((p, i) => (
          <g key={`${p.label}-${i}`} transform={`translate(${p.x} ${p.y})`}>
            <path
              d="M0 0 C-4 -10 -14 -16 -14 -26 A14 14 0 1 1 14 -26 C14 -16 4 -10 0 0Z"
              fill="var(--brand)"
              stroke="#fff"
              strokeWidth="2"
            />
            <text y="-21" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
              {i + 1}
            </text>
            {p.showLabel ? (
              <text
                y="20"
                textAnchor="middle"
                fontSize="13"
                fontWeight="600"
                fill="#1b1f24"
                stroke="#fff"
                strokeWidth="4"
                paintOrder="stroke"
              >
                {p.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </figure>
  )
}
