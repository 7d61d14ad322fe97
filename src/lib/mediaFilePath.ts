/** Payload serves an uploaded media file (or one of its sizes) at /api/media/file/{name}. */
const MEDIA_FILE_PATH = /^\/api\/media\/file\/([^/?#]+)$/

/**
 * The media file a path names, or null: a safe file name (no separators, no climbing), decoded. Only root-relative
 * paths and the path of a URL already known to be this server's: an absolute URL elsewhere is someone else's file.
 */
export function mediaFileNameOf(pathname: string): string | null {
  const match = MEDIA_FILE_PATH.exec(pathname)
  if (!match) return null
  let name: string
  try {
    name = decodeURIComponent(match[1]!)
  } catch {
    return null
  }
  return name && !/[/\\\0]/.test(name) && name !== '.' && name !== '..' ? name : null
}

/** Decodes each run of valid percent-escapes once, as the server does; a malformed escape stays as written. */
const decodeOnce = (path: string) =>
  path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run
    }
  })

/**
 * The media file name a reference in any field points at, as a browser and this server would resolve it, or null when
 * it points elsewhere. Parsed by the WHATWG URL parser (backslashes, dot segments, query and fragment), then
 * percent-decoded once and normalised again (an encoded `/` or `..`, empty segments, a trailing slash): so
 * `/api/media/file/x.png?x=1`, `/api//media/./file/x.png` and `/api/%6Dedia/file/a%2F..%2Fx.png` all name `x.png`.
 * Any host counts, since every site's domain serves the same files. What is left after `/api/media/file/` is the
 * name, unchecked: a name no media has (`a/b`) then matches nothing, so the reference is refused, never let through.
 */
export function mediaReferenceOf(reference: string): string | null {
  let url: URL
  try {
    url = new URL(reference.trim(), 'http://media-reference.invalid')
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const segments: string[] = []
  for (const segment of decodeOnce(url.pathname).split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  const [api, media, file, ...name] = segments
  const isMediaRoute = `${api}/${media}/${file}`.toLowerCase() === 'api/media/file'
  return isMediaRoute && name.length > 0 ? name.join('/') : null
}
