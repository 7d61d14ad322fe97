import type { Payload } from 'payload'
import { AU_USED, TOYOTA_RANGE, TOWABLES, US_RANGE } from '../stock/catalogue'
import { png } from './images'

/**
 * Issue 39.10: logos for the demo's makes, so the make list, the brands menu and the certified badge show an image
 * (spec §2 "make list with logos", §4 card tag 4). Drawn here, never downloaded: an emblem of the make's initials on a
 * colour of its own, not any maker's real mark. Uploaded once as shared media (every site may use it) and set as the
 * manufacturer's logo.
 */

/** Every make the demo stock is drawn from (new Toyotas, AU used cars, US cars, caravans and trailers). */
export function demoMakes(): string[] {
  const makes = [...TOYOTA_RANGE, ...AU_USED, ...US_RANGE, ...TOWABLES].map((spec) => spec.make)
  return [...new Set(makes)].sort((a, b) => a.localeCompare(b))
}

const PALETTE = ['#b3001b', '#0b3d91', '#1a1a1a', '#2f6b3a', '#7a4a1d', '#5b2a86', '#00607a', '#c25400']

/** A make's emblem letters: its initials ('Land Rover' → 'LR'), or its first two letters for a one-word make. */
export function makeInitials(make: string): string {
  const words = make.split(/[\s-]+/).filter(Boolean)
  const letters = words.length > 1 ? words.map((w) => w[0]).join('') : make.slice(0, make.length <= 3 ? 3 : 2)
  return letters.slice(0, 3).toUpperCase()
}

/** The same make always gets the same colour (a small string hash into the palette). */
function colourOf(make: string): string {
  let hash = 0
  for (const char of make) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return PALETTE[hash % PALETTE.length]!
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The make's logo as a 128 × 128 SVG: a ring and the initials, in the make's colour. */
export function makeLogoSvg(make: string): string {
  const colour = colourOf(make)
  const initials = escapeXml(makeInitials(make))
  const size = initials.length > 2 ? 40 : 52
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <circle cx="64" cy="64" r="60" fill="#ffffff" stroke="${colour}" stroke-width="8"/>
  <circle cx="64" cy="64" r="46" fill="${colour}"/>
  <text x="64" y="${64 + size * 0.36}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${initials}</text>
</svg>`
}

/**
 * Uploads a logo for each of the demo's makes (shared media, held by `siteId`) and sets it on the manufacturer.
 * Returns the make → media id of the logos set.
 */
export async function seedMakeLogos(
  payload: Payload,
  siteId: number,
  manufacturers: Map<string, number>,
): Promise<Map<string, number>> {
  const context = { disableRevalidate: true, skipIndex: true }
  const set = new Map<string, number>()
  for (const make of demoMakes()) {
    const manufacturer = manufacturers.get(make)
    if (manufacturer === undefined) continue
    const data = await png(makeLogoSvg(make))
    const name = `make-logo-${make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
    const media = await payload.create({
      collection: 'media',
      data: { alt: `${make} logo`, site: siteId, shared: true },
      file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
      context,
    })
    await payload.update({ collection: 'manufacturers', id: manufacturer, data: { logo: media.id }, context })
    set.set(make, media.id)
  }
  return set
}
