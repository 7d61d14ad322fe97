import { hasControlCharacter } from '@/domain/controlCharacter'

/** Longest `path` the preview takes (a page's path and query; the admin sends a few dozen characters). */
export const PREVIEW_PATH_MAX_LENGTH = 2000

export type PreviewPath = { path: string } | { error: string }

const SITE_ORIGIN = 'http://site.invalid'

/**
 * The page `/preview?path=` sends the browser to: a path inside the site, or an error naming `path`. A control
 * character went into the redirect's Location header, which threw (a 500 on every dealer host); a protocol-relative or
 * backslashed path would leave the site. Other characters are percent-encoded as a browser would, so the header is
 * plain ASCII.
 */
export function previewPath(requested: string | null): PreviewPath {
  if (requested === null || requested === '') return { path: '/' }
  if (requested.length > PREVIEW_PATH_MAX_LENGTH)
    return { error: `path: at most ${PREVIEW_PATH_MAX_LENGTH} characters` }
  if (hasControlCharacter(requested, { c1: true })) return { error: 'path: no control characters' }
  if (!requested.startsWith('/') || requested.startsWith('//') || requested.includes('\\'))
    return { error: 'path: a path on this site, starting with a single /' }
  const url = new URL(requested, SITE_ORIGIN)
  if (url.origin !== SITE_ORIGIN) return { error: 'path: a path on this site, starting with a single /' }
  return { path: `${url.pathname}${url.search}${url.hash}` }
}
