import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { Paint, PhotoShape } from '../stock/photos'
import { RASTER_SOURCE } from '../stock/photos'
import { grain, hash, vehicleOf, vignette } from '../stock/renderPhotos'

/**
 * Each demo dealer's brand (issue 19.18): a logo (emblem and two-line wordmark, transparent PNG) and a hero
 * photograph (JPEG, 1600×640: the dealer's kind of vehicle in its kind of place, soft background, grain), generated
 * with sharp from the same drawings as the stock photos. Deterministic; dealers upload their own.
 */

export type Emblem = 'wave' | 'road' | 'sun' | 'peak'
export type HeroScene = 'harbour' | 'city' | 'desert' | 'lake'

export interface SiteLook {
  emblem: Emblem
  /** The logo's two lines: the name in large type, the trade below it, spaced to the same width. */
  wordmark: [string, string]
  scene: HeroScene
  /** Left to right; a ute in front of a caravan tows it. */
  vehicles: { shape: PhotoShape; paint: Paint }[]
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const LOGO_HEIGHT = 160

function emblem(kind: Emblem, primary: string, accent: string): string {
  const disc = `<circle cx="80" cy="80" r="72" fill="${primary}"/>`
  switch (kind) {
    case 'wave':
      return `${disc}<path d="M84 28 L84 96 L40 96 Z" fill="#fff"/><path d="M92 40 L92 96 L122 96 Z" fill="#fff" opacity=".8"/>
        <path d="M22 108 Q40 96 58 108 T94 108 T130 108 T150 108" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>
        <path d="M34 128 Q52 116 70 128 T106 128 T130 126" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".7"/>`
    case 'road':
      return `<rect x="8" y="8" width="144" height="144" rx="28" fill="${primary}"/>
        <path d="M66 36 L94 36 L132 140 L28 140 Z" fill="${accent}"/>
        <path d="M80 46 V62 M80 76 V96 M80 110 V136" stroke="${primary}" stroke-width="7"/>`
    case 'sun':
      return `${disc}<circle cx="80" cy="76" r="30" fill="${accent === '#2f6b3a' ? '#f2a541' : accent}"/>
        <path d="M10 104 Q50 70 86 100 T152 96 L150 112 Q120 150 80 152 Q36 150 12 114 Z" fill="${accent}"/>
        <path d="M30 126 Q70 108 130 124" stroke="#fff" stroke-width="5" fill="none" opacity=".6"/>`
    case 'peak':
      return `${disc}<path d="M26 108 L66 44 L86 76 L100 58 L134 108 Z" fill="#fff"/>
        <path d="M66 44 L76 60 L66 66 L58 58 Z" fill="${primary}" opacity=".35"/>
        <path d="M28 122 Q48 112 68 122 T108 122 T136 120" stroke="${accent}" stroke-width="7" fill="none" stroke-linecap="round"/>`
  }
}

/** The logo as SVG: 160 px high, as wide as its wordmark needs. */
export function logoSvg(look: SiteLook, primary: string, accent: string): string {
  const [name, trade] = look.wordmark.map((line) => line.toUpperCase()) as [string, string]
  // Liberation/Arial bold capitals are about 0.68 em wide; the trade line is spread to the name's width.
  const width = Math.round(Math.max(name.length * 0.7 * 62, trade.length * 0.62 * 30 + 60))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${184 + width + 12}" height="${LOGO_HEIGHT}" viewBox="0 0 ${184 + width + 12} ${LOGO_HEIGHT}">
    ${emblem(look.emblem, primary, accent)}
    <text x="184" y="90" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="62" font-weight="700" fill="#16191d" textLength="${width}" lengthAdjust="spacingAndGlyphs">${esc(name)}</text>
    <text x="186" y="136" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="${primary}" textLength="${width - 4}" lengthAdjust="spacing">${esc(trade)}</text>
  </svg>`
}

export async function renderLogo(look: SiteLook, primary: string, accent: string): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(look, primary, accent)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export const HERO_WIDTH = 1600
export const HERO_HEIGHT = 640
const HW = HERO_WIDTH
const HH = HERO_HEIGHT
const GROUND = 600

function sceneSvg(scene: HeroScene): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${HW}" height="${HH}" viewBox="0 0 ${HW} ${HH}">`
  switch (scene) {
    case 'harbour':
      return `${open}<defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#23395b"/><stop offset=".55" stop-color="#b56576"/><stop offset="1" stop-color="#f4a261"/></linearGradient>
        <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d5a80"/><stop offset="1" stop-color="#1d2d44"/></linearGradient></defs>
        <rect width="${HW}" height="${HH}" fill="url(#sky)"/><circle cx="1180" cy="330" r="70" fill="#ffd29d" opacity=".9"/>
        <path d="M120 330 Q470 120 820 330" stroke="#2b2d42" stroke-width="16" fill="none"/>
        <path d="M150 330 Q470 150 790 330" stroke="#2b2d42" stroke-width="6" fill="none"/>
        ${[200, 280, 360, 440, 520, 600, 680, 760].map((x) => `<path d="M${x} 330 V${330 - Math.round(Math.sin(((x - 120) / 700) * Math.PI) * 160)}" stroke="#2b2d42" stroke-width="4"/>`).join('')}
        <rect x="60" y="322" width="880" height="14" fill="#2b2d42"/><rect x="90" y="280" width="26" height="56" fill="#2b2d42"/><rect x="824" y="280" width="26" height="56" fill="#2b2d42"/>
        <path d="M980 360 L1010 300 L1040 360 Z M1030 360 L1070 290 L1110 360 Z" fill="#f1faee" opacity=".8"/>
        <rect y="350" width="${HW}" height="130" fill="url(#sea)"/>
        ${[380, 410, 440].map((y, i) => `<path d="M${900 + i * 40} ${y} H${1460 - i * 60}" stroke="#ffd29d" stroke-width="4" opacity="${0.5 - i * 0.12}"/>`).join('')}
        <rect y="470" width="${HW}" height="16" fill="#8d99ae"/><rect y="486" width="${HW}" height="${HH - 486}" fill="#4a4e69"/>
        <path d="M0 600 H${HW}" stroke="#c9ada7" stroke-width="6" stroke-dasharray="80 60" opacity=".6"/></svg>`
    case 'city':
      return `${open}<defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5e9fd6"/><stop offset="1" stop-color="#e6f1fa"/></linearGradient></defs>
        <rect width="${HW}" height="${HH}" fill="url(#sky)"/>
        ${[
          [40, 170, 150],
          [200, 90, 120],
          [330, 210, 170],
          [520, 130, 110],
          [650, 60, 150],
          [820, 160, 130],
          [970, 110, 160],
          [1150, 190, 120],
          [1290, 80, 170],
          [1480, 150, 120],
        ]
          .map(
            ([x, y, w], i) =>
              `<rect x="${x}" y="${y}" width="${w}" height="${440 - y!}" fill="${i % 2 ? '#9aa8b8' : '#b8c3cf'}"/>` +
              Array.from(
                { length: Math.floor((440 - y!) / 40) },
                (_, row) =>
                  `<rect x="${x! + 14}" y="${y! + 16 + row * 40}" width="${w! - 28}" height="14" fill="#6b7f94" opacity=".45"/>`,
              ).join(''),
          )
          .join('')}
        <rect y="430" width="${HW}" height="${HH - 430}" fill="#5f656d"/>
        <path d="M0 300 Q400 360 800 300 T1600 300" stroke="#333" stroke-width="2" fill="none"/>
        ${Array.from({ length: 20 }, (_, i) => `<path d="M${i * 80 + 10} ${300 + Math.round(Math.sin((i / 20) * Math.PI * 2) * -28)} l20 34 l20 -34 z" fill="${['#f5a400', '#0b3d91', '#e63946', '#ffffff'][i % 4]}"/>`).join('')}
        ${[200, 520, 840, 1160, 1480].map((x) => `<path d="M${x} 470 L${x - 60} ${HH}" stroke="#f1f1f1" stroke-width="6" opacity=".7"/>`).join('')}</svg>`
    case 'desert':
      return `${open}<defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#457b9d"/><stop offset=".6" stop-color="#f4a261"/><stop offset="1" stop-color="#f7d08a"/></linearGradient></defs>
        <rect width="${HW}" height="${HH}" fill="url(#sky)"/><circle cx="1350" cy="250" r="60" fill="#fff3c4" opacity=".9"/>
        <path d="M0 380 L180 300 L300 310 L420 250 L620 260 L700 330 L0 380 Z" fill="#a44a3f"/>
        <path d="M900 390 L1080 320 L1240 330 L1400 290 L1600 340 L1600 400 Z" fill="#b5523b" opacity=".9"/>
        <rect y="380" width="${HW}" height="${HH - 380}" fill="#c1663f"/>
        <path d="M0 520 Q800 470 1600 520 L1600 640 L0 640 Z" fill="#d9925b"/>
        ${[120, 380, 760, 1180, 1480].map((x, i) => `<ellipse cx="${x}" cy="${430 + (i % 2) * 30}" rx="${40 + i * 6}" ry="12" fill="#6a7f3c" opacity=".8"/>`).join('')}</svg>`
    case 'lake':
      return `${open}<defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ecae6"/><stop offset="1" stop-color="#f1f7fb"/></linearGradient>
        <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#219ebc"/><stop offset="1" stop-color="#0b5e78"/></linearGradient></defs>
        <rect width="${HW}" height="${HH}" fill="url(#sky)"/>
        <path d="M0 360 L260 160 L420 290 L620 120 L860 330 L1040 190 L1260 320 L1420 210 L1600 330 L1600 380 L0 380 Z" fill="#6c8ea4"/>
        <path d="M560 170 L620 120 L680 175 L640 165 Z M980 240 L1040 190 L1090 236 Z" fill="#fff"/>
        <rect y="370" width="${HW}" height="110" fill="url(#water)"/>
        ${[400, 420, 450].map((y, i) => `<path d="M${200 + i * 120} ${y} H${700 + i * 90}" stroke="#fff" stroke-width="3" opacity=".35"/>`).join('')}
        ${[60, 150, 1300, 1390, 1500].map((x, i) => `<path d="M${x} 480 L${x + 40} ${330 - (i % 2) * 30} L${x + 80} 480 Z" fill="${i % 2 ? '#2d6a4f' : '#1b4332'}"/>`).join('')}
        <rect y="478" width="${HW}" height="14" fill="#b7b7a4"/><rect y="492" width="${HW}" height="${HH - 492}" fill="#52575d"/>
        <path d="M0 610 H${HW}" stroke="#ffd166" stroke-width="6" opacity=".8"/></svg>`
  }
}

/** Where each vehicle of a hero stands: scale and left edge (drawings are 1000×750, ground at y≈612). */
function placements(look: SiteLook): { x: number; scale: number; ground: number }[] {
  const [first, second] = look.vehicles
  if (first?.shape === 'caravan' && second?.shape === 'ute') {
    // The ute's tow ball (x≈120) meets the caravan's coupling (x≈905).
    const scale = 0.66
    const uteX = HW - 60 - 882 * scale
    return [
      { x: uteX - (905 - 120) * scale, scale, ground: GROUND },
      { x: uteX, scale, ground: GROUND },
    ]
  }
  if (second)
    return [
      { x: 700, scale: 0.55, ground: 540 },
      { x: HW - 60 - 880 * 0.72, scale: 0.72, ground: GROUND + 10 },
    ]
  return [{ x: HW - 80 - 880 * 0.78, scale: 0.78, ground: GROUND + 10 }]
}

/** The hero photograph as JPEG bytes. `drawings` is the folder with the SVG drawings (public/demo-photos). */
export async function renderHero(look: SiteLook, drawings: string): Promise<Buffer> {
  const background = await sharp(Buffer.from(sceneSvg(look.scene)))
    .blur(4)
    .toBuffer()
  const spots = placements(look)
  const layers = look.vehicles.map((vehicle, i) => {
    const { x, scale, ground } = spots[i]!
    const { defs, body } = vehicleOf(
      readFileSync(path.join(drawings, RASTER_SOURCE[vehicle.shape]), 'utf8'),
      vehicle.shape,
      vehicle.paint,
    )
    const y = ground - 612 * scale
    return {
      input:
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${HW}" height="${HH}" viewBox="0 0 ${HW} ${HH}">
        <defs>${defs}<radialGradient id="contact" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
        <ellipse cx="${x + 505 * scale}" cy="${ground}" rx="${430 * scale}" ry="${30 * scale}" fill="url(#contact)"/>
        <g transform="translate(${x} ${y}) scale(${scale})">${body}</g></svg>`),
    }
  })
  const composed = await sharp(background)
    .composite([
      ...layers,
      {
        input: grain(hash(look.wordmark.join(' ')), HW, HH, 18),
        raw: { width: HW, height: HH, channels: 4 },
        blend: 'soft-light',
      },
      { input: Buffer.from(vignette(HW, HH)) },
    ])
    .png()
    .toBuffer()
  return sharp(composed).blur(0.5).jpeg({ quality: 78, mozjpeg: true, progressive: true }).toBuffer()
}

/** Where the generated logo and hero of a demo site are kept (written by scripts/demo-photos.ts). */
export function brandFiles(slug: string): { logo: string; hero: string } {
  const folder = path.resolve(import.meta.dirname, '../data/brand')
  return { logo: path.join(folder, `${slug}-logo.png`), hero: path.join(folder, `${slug}-hero.jpg`) }
}
