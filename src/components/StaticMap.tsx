import { coveringTiles, mapView, projectPoint, tileUrl } from '@/lib/staticMap'
import styles from './StaticMap.module.css'

type Pin = { lat: number; lng: number; label: string }

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
  const template = process.env.MAP_TILE_URL
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
        <rect width={WIDTH} height={HEIGHT} fill="#e9efe6" />
        <g stroke="#fff" strokeWidth="10" opacity=".9">
          <path d={`M0 ${HEIGHT * 0.62} L${WIDTH} ${HEIGHT * 0.48}`} />
          <path d={`M${WIDTH * 0.28} 0 L${WIDTH * 0.36} ${HEIGHT}`} />
          <path d={`M${WIDTH * 0.7} 0 L${WIDTH * 0.62} ${HEIGHT}`} />
        </g>
        <g stroke="#fff" strokeWidth="4" opacity=".8">
          <path d={`M0 ${HEIGHT * 0.2} L${WIDTH} ${HEIGHT * 0.28}`} />
          <path d={`M0 ${HEIGHT * 0.86} L${WIDTH} ${HEIGHT * 0.8}`} />
          <path d={`M${WIDTH * 0.1} 0 L${WIDTH * 0.14} ${HEIGHT}`} />
          <path d={`M${WIDTH * 0.88} 0 L${WIDTH * 0.9} ${HEIGHT}`} />
        </g>
        <rect x={WIDTH * 0.42} y={HEIGHT * 0.05} width={WIDTH * 0.14} height={HEIGHT * 0.16} rx="8" fill="#cfe3c6" />
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
