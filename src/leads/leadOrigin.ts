import { slugify } from '@/domain/slugify'
import { LIMITS } from './constants'

/**
 * Spec §3 "Enquiry form fields: …, page_id, car_id, Vehicle Make, Vehicle Model, stock_number, manufacturer_slug, …":
 * every lead names the page it was sent from and, when its car or model has a make, that make's manufacturer slug.
 * Pure: the intake hands in the page's URL and the reference lists.
 */

/** The home page's page_id (its path is '/'). */
export const HOME_PAGE_ID = 'home'

/**
 * The page a lead came from, as page_id: the path of the page's URL without its slashes ('cars/2021-toyota-corolla',
 * 'fleet', 'models/get-quote', 'home' for '/'), without the '/sites/{site}' prefix of the platform host's fallback
 * route. Null when the URL is missing or not an http(s) address.
 */
export function pageIdOfUrl(url: string | null | undefined): string | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  let segments = parsed.pathname.split('/').filter(Boolean)
  if (segments[0] === 'sites' && segments.length >= 2) segments = segments.slice(2)
  const decoded = segments.map((s) => {
    try {
      return decodeURIComponent(s)
    } catch {
      return s
    }
  })
  return (decoded.join('/') || HOME_PAGE_ID).slice(0, LIMITS.hidden)
}

/**
 * The lead's page_id: the one the form sent (a content page's slug, written into the page by the server) when there
 * is one, else the path of the page the form was on.
 */
export function leadPageId(sent: unknown, url: string | null | undefined): string | null {
  const own = typeof sent === 'string' ? sent.trim() : ''
  return own || pageIdOfUrl(url)
}

export type ManufacturerRef = { name: string; slug: string }

/**
 * The manufacturer slug of a make: the reference list's slug for the make (by name, ignoring case and spacing), else
 * the make's own slug ('Land Rover' → 'land-rover'); null without a make.
 */
export function manufacturerSlugOf(
  make: string | null | undefined,
  manufacturers: readonly ManufacturerRef[],
): string | null {
  const name = make?.trim()
  if (!name) return null
  const key = slugify(name)
  const known = manufacturers.find((m) => slugify(m.name) === key || m.slug === key)
  return known?.slug ?? (key || null)
}
