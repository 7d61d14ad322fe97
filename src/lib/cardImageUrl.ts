import { IMAGE_DEFAULTS } from '@/domain/searchLimits'
import { optimizable } from './imageProps'

/**
 * The card image's address on the card-image service (src/components/search/cardImage.ts, spec §7 "card image 1000x1000") and the
 * reading of its parameters. No sharp here: the card (a client component) builds its URL with this.
 */
export const CARD_IMAGE_PATH = '/api/card-image'
export const CARD_IMAGE_SIZE = IMAGE_DEFAULTS.cardSize
/** Spec §7: quality 75 by default, 80 on some sites. */
const QUALITIES = [75, 80] as const

/**
 * The card image's URL on this service for a photo the server may read (optimizable: the site's media, the demo
 * photos, IMAGE_REMOTE_HOSTS); any other source is used as it is, as the image optimiser does.
 */
export function cardImageUrl(src: string, quality: number = IMAGE_DEFAULTS.quality): string {
  if (!optimizable(src)) return src
  const params = new URLSearchParams({
    src,
    w: String(CARD_IMAGE_SIZE),
    h: String(CARD_IMAGE_SIZE),
    q: String(quality),
  })
  return `${CARD_IMAGE_PATH}?${params.toString()}`
}

export type CardImageRequest = { src: string; width: number; height: number; quality: number }

/** The request's parameters when they are ones this service answers; otherwise the parameter that is wrong. */
export function readCardImageRequest(url: URL): CardImageRequest | { error: string } {
  const src = url.searchParams.get('src')?.trim() ?? ''
  if (!src || src.length > 1000) return { error: 'src: the image to show is required.' }
  const size = (name: 'w' | 'h') => Number(url.searchParams.get(name) ?? CARD_IMAGE_SIZE)
  const [width, height] = [size('w'), size('h')]
  if (width !== CARD_IMAGE_SIZE) return { error: `w: only ${CARD_IMAGE_SIZE} is served.` }
  if (height !== CARD_IMAGE_SIZE) return { error: `h: only ${CARD_IMAGE_SIZE} is served.` }
  const quality = Number(url.searchParams.get('q') ?? IMAGE_DEFAULTS.quality)
  if (!(QUALITIES as readonly number[]).includes(quality)) return { error: `q: use ${QUALITIES.join(' or ')}.` }
  return { src, width, height, quality }
}
