import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { type Paint, type PhotoShape, type PhotoView, RASTER_SOURCE, type RasterPhoto } from './photos'

/**
 * Renders the raster demo photos (seed/stock/photos.ts `RASTER_PHOTOS`) from the SVG drawings with sharp: the car
 * repainted, set in a showroom or on a street with a soft-focus background, a floor reflection and shadow, then
 * lens vignette, film grain and a touch of blur so it reads as a photograph. Deterministic (seeded grain).
 * Run by scripts/demo-photos.ts; the files are committed, so seeding costs nothing.
 */

export const PHOTO_WIDTH = 960
export const PHOTO_HEIGHT = 720

/** Top and bottom stops of the body's paint gradient. */
const PAINT_STOPS: Record<Paint, [string, string]> = {
  white: ['#fdfdfd', '#c9ced4'],
  silver: ['#d5d9de', '#7d858f'],
  black: ['#4a4f57', '#111417'],
  blue: ['#3f74c9', '#12326a'],
  red: ['#e0343f', '#7d0f19'],
}

/** The vehicle of a drawing: its gradients and every element drawn after the ground shadow. */
export function vehicleOf(svg: string, shape: PhotoShape, paint: Paint): { defs: string; body: string } {
  const defs = [...svg.matchAll(/<linearGradient id="(paint|stripe)"[\s\S]*?<\/linearGradient>/g)].map((m) => m[0])
  const [top, bottom] = PAINT_STOPS[paint]
  const painted = defs.map((def) =>
    def.startsWith('<linearGradient id="paint"') && shape !== 'trailer'
      ? `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".55" stop-color="${mix(top, bottom)}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`
      : def,
  )
  const shadow = svg.indexOf('<ellipse cx="505" cy="604"')
  const start = svg.indexOf('\n', shadow) + 1
  const body = svg.slice(start, svg.lastIndexOf('</svg>'))
  return { defs: painted.join(''), body }
}

function mix(a: string, b: string): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round((channel(a, i) + channel(b, i)) / 2)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

const W = 1000
const H = 750
const GROUND = 604

function showroomBackground(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3036"/><stop offset="1" stop-color="#5b626b"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9bec5"/><stop offset="1" stop-color="#7f868f"/></linearGradient>
      <radialGradient id="spot" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <rect x="60" y="90" width="250" height="330" fill="#8fb4d6" opacity=".35"/><rect x="690" y="90" width="250" height="330" fill="#8fb4d6" opacity=".35"/>
    <path d="M60 200H310M60 310H310M690 200H940M690 310H940M185 90V420M815 90V420" stroke="#1d2126" stroke-width="6" opacity=".6"/>
    <rect x="0" y="40" width="${W}" height="16" fill="#1a1d21"/>
    ${[150, 500, 850].map((x) => `<ellipse cx="${x}" cy="60" rx="120" ry="40" fill="url(#spot)"/>`).join('')}
    <rect y="470" width="${W}" height="${H - 470}" fill="url(#floor)"/>
    <path d="M0 560H1000M0 660H1000M250 470L120 750M500 470V750M750 470L880 750" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>
    <ellipse cx="500" cy="330" rx="520" ry="300" fill="url(#spot)" opacity=".5"/>
  </svg>`
}

function streetBackground(): string {
  const trees = [40, 190, 330, 610, 770, 930]
    .map(
      (x, i) =>
        `<rect x="${x - 6}" y="330" width="12" height="110" fill="#4b3a2a"/><circle cx="${x}" cy="${300 - (i % 3) * 14}" r="${70 + (i % 2) * 18}" fill="${i % 2 ? '#3f6b3a' : '#4f7d45'}"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa7dc"/><stop offset="1" stop-color="#dcebf7"/></linearGradient>
      <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6c7177"/><stop offset="1" stop-color="#3f4349"/></linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect x="80" y="180" width="220" height="280" fill="#c7b9a4"/><rect x="300" y="230" width="180" height="230" fill="#a9a39a"/>
    <rect x="560" y="160" width="260" height="300" fill="#d8d2c8"/><rect x="820" y="210" width="180" height="250" fill="#b5aea3"/>
    ${[0, 1, 2, 3]
      .map((row) =>
        [100, 160, 220, 320, 400, 580, 650, 720, 840, 910]
          .map((x) => `<rect x="${x}" y="${200 + row * 60}" width="40" height="34" fill="#5d7487" opacity=".7"/>`)
          .join(''),
      )
      .join('')}
    ${trees}
    <rect y="440" width="${W}" height="40" fill="#c9c6bf"/><rect y="478" width="${W}" height="10" fill="#9a968e"/>
    <rect y="488" width="${W}" height="${H - 488}" fill="url(#road)"/>
    <path d="M0 700H140M220 700H360M440 700H580M660 700H800M880 700H1000" stroke="#f2f2f2" stroke-width="10" opacity=".8"/>
  </svg>`
}

function vehicleLayer(shape: PhotoShape, paint: Paint, view: PhotoView, drawing: string): string {
  const { defs, body } = vehicleOf(drawing, shape, paint)
  const flip = view === 'street' ? `translate(${W} 0) scale(-1 1)` : ''
  // The floor mirrors the car in the showroom; outdoors the road only darkens under it.
  const reflection =
    view === 'street'
      ? ''
      : `<g transform="translate(0 ${2 * (GROUND + 14)}) scale(1 -1)" opacity=".22" mask="url(#fade)"><g transform="${flip}">${body}</g></g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <defs>${defs}
      <linearGradient id="fadeGradient" x1="0" y1="0" x2="0" y2="1"><stop offset=".78" stop-color="#fff" stop-opacity="0"/><stop offset=".86" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
      <mask id="fade"><rect width="${W}" height="${H}" fill="url(#fadeGradient)"/></mask>
      <linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>
      <radialGradient id="contact" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    </defs>
    ${reflection}
    <ellipse cx="505" cy="${GROUND + 8}" rx="430" ry="34" fill="url(#contact)"/>
    <g transform="${flip}">${body}</g>
    <rect width="${W}" height="${GROUND - 40}" fill="url(#gloss)" opacity=".35"/>
  </svg>`
}

export function vignette(width = PHOTO_WIDTH, height = PHOTO_HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="v" cx=".5" cy=".5" r=".72"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".42"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#v)"/></svg>`
}

/** Film grain: seeded noise around mid grey, laid over with `soft-light` so it shows on flat colours. */
export function grain(seed: number, width = PHOTO_WIDTH, height = PHOTO_HEIGHT, strength = 22): Buffer {
  const data = Buffer.alloc(width * height * 4)
  let state = seed >>> 0 || 1
  for (let i = 0; i < data.length; i += 4) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    const value = 128 + (((state >>> 0) % (strength * 2 + 1)) - strength)
    data[i] = data[i + 1] = data[i + 2] = value
    data[i + 3] = 255
  }
  return data
}

export const hash = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7)

/** One raster photo as JPEG or WebP bytes. `drawings` is the folder with the SVG drawings (public/demo-photos). */
export async function renderPhoto(photo: RasterPhoto, drawings: string): Promise<Buffer> {
  const drawing = readFileSync(path.join(drawings, RASTER_SOURCE[photo.shape]), 'utf8')
  const background = await sharp(Buffer.from(photo.view === 'street' ? streetBackground() : showroomBackground()))
    .blur(photo.view === 'showroom' ? 3 : 5)
    .toBuffer()
  const scene = await sharp(background)
    .composite([
      { input: Buffer.from(vehicleLayer(photo.shape, photo.paint, photo.view, drawing)) },
      {
        input: grain(hash(photo.file)),
        raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 4 },
        blend: 'soft-light',
      },
      { input: Buffer.from(vignette()) },
    ])
    .png()
    .toBuffer()
  let image = sharp(scene).blur(0.6).modulate({ saturation: 1.06 })
  if (photo.view === 'detail') {
    // Close up of the front: the wheel, the lights and the nose, at the same 4:3 size.
    const crop = { left: Math.round(PHOTO_WIDTH * 0.5), top: Math.round(PHOTO_HEIGHT * 0.36), width: 456, height: 342 }
    image = sharp(await image.png().toBuffer())
      .extract(crop)
      .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'lanczos3' })
      .blur(0.8)
  }
  return photo.format === 'webp'
    ? image.webp({ quality: 72, effort: 5 }).toBuffer()
    : image.jpeg({ quality: 74, mozjpeg: true, progressive: true }).toBuffer()
}
