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
