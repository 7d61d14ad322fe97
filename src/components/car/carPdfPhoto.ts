/**
 * The car PDF's photo (issue 18): the car's first image, read only from places this server trusts, within a time and
 * size limit, and re-encoded by sharp so pdfkit only ever sees a well-formed, reasonably sized PNG or JPEG.
 *
 * Allowed sources:
 * - the site's own (or shared) media, `/api/media/file/{name}` (as a path, or a URL on the request's own origin), when
 *   `mediaAllowed` says the file is one the car's site may show (another dealer's file is left out): read from
 *   MEDIA_DIR on disk, or through this server (http://127.0.0.1:PORT) when media live in S3 (S3_BUCKET set);
 * - the bundled demo photos, `/demo-photos/{name}`, read from public/demo-photos;
 * - http(s) URLs whose host is listed in PDF_IMAGE_HOSTS (comma-separated host names; `*.example.com` allows its
 *   subdomains). Redirects are not followed (they could lead anywhere).
 * Anything else, a failure, more than 5 MB, more than 3 s, or a format other than PNG/JPEG gives null: the PDF is
 * then made without the photo.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { imageInfo } from './carPdf'
import { environment, type Environment } from '@/config/env'

export const PDF_PHOTO_TIMEOUT_MS = 3_000
export const PDF_PHOTO_MAX_BYTES = 5 * 1024 * 1024
/** Photos are scaled down to this many pixels on the long side (the PDF shows them about 300 pt wide). */
const PHOTO_MAX_PX = 1200

const MEDIA_PATH = /^\/api\/media\/file\/([^/]+)$/
const DEMO_PATH = /^\/demo-photos\/([^/]+)$/

export type PdfPhotoOptions = {
  /** The request's URL: relative image URLs and same-origin media are resolved against it. */
  requestUrl: string
  /** Whether a media file (by name) is the car's site's own or shared media (src/data/siteMedia.ts). */
  mediaAllowed: (filename: string) => Promise<boolean>
  env?: Environment
  fetch?: typeof fetch
  timeoutMs?: number
  maxBytes?: number
}

/** The host names PDF_IMAGE_HOSTS allows (lower case; `*.` prefixes kept). */
export function allowedImageHosts(env: Environment = environment()): string[] {
  return (env.PDF_IMAGE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
}

export function hostAllowed(hostname: string, allowed: string[]): boolean {
  const host = hostname.toLowerCase()
  return allowed.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  )
}

/** A file name from a URL path segment, or null when it could climb out of its directory. */
function safeName(segment: string): string | null {
  let name: string
  try {
    name = decodeURIComponent(segment)
  } catch {
    return null
  }
  return name && !/[/\\\0]/.test(name) && name !== '.' && name !== '..' ? name : null
}

async function readCapped(file: string, maxBytes: number): Promise<Uint8Array | null> {
  try {
    const stat = await fs.stat(file)
    if (!stat.isFile() || stat.size > maxBytes) return null
    return new Uint8Array(await fs.readFile(file))
  } catch {
    return null
  }
}

async function fetchCapped(
  url: string,
  options: Required<Pick<PdfPhotoOptions, 'timeoutMs' | 'maxBytes'>> & { fetch: typeof fetch },
): Promise<Uint8Array | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs)
  try {
    const response = await options.fetch(url, {
      signal: controller.signal,
      redirect: 'manual',
      headers: { accept: 'image/png,image/jpeg' },
    })
    if (response.status !== 200 || !response.body) return null
    const declared = Number(response.headers.get('content-length'))
    if (Number.isFinite(declared) && declared > options.maxBytes) return null
    const chunks: Uint8Array[] = []
    let total = 0
    const reader = response.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > options.maxBytes) {
        controller.abort()
        return null
      }
      chunks.push(value)
    }
    return new Uint8Array(Buffer.concat(chunks))
  } catch {
    return null
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

/** The photo's raw bytes from an allowed source, or null. */
export async function pdfPhotoSourceBytes(
  imageUrl: string | null | undefined,
  options: PdfPhotoOptions,
): Promise<Uint8Array | null> {
  if (!imageUrl) return null
  const env = options.env ?? environment()
  const limits = {
    timeoutMs: options.timeoutMs ?? PDF_PHOTO_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? PDF_PHOTO_MAX_BYTES,
    fetch: options.fetch ?? fetch,
  }
  let url: URL
  let own: URL
  try {
    own = new URL(options.requestUrl)
    url = new URL(imageUrl, own)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null

  if (url.origin === own.origin) {
    const media = MEDIA_PATH.exec(url.pathname)
    if (media) {
      const name = safeName(media[1]!)
      if (!name || !(await options.mediaAllowed(name))) return null
      if (env.S3_BUCKET?.trim()) {
        const local = `http://127.0.0.1:${env.PORT || '3000'}/api/media/file/${encodeURIComponent(name)}`
        return fetchCapped(local, limits)
      }
      const dir = path.resolve(/*turbopackIgnore: true*/ env.MEDIA_DIR ?? '.data/media')
      // Not traced: a path only known at run time would make Next's tracing copy the whole project into the image.
      return readCapped(path.join(/*turbopackIgnore: true*/ dir, name), limits.maxBytes)
    }
    const demo = DEMO_PATH.exec(url.pathname)
    if (demo) {
      const name = safeName(demo[1]!)
      return name
        ? readCapped(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', 'demo-photos', name), limits.maxBytes)
        : null
    }
  }
  if (!hostAllowed(url.hostname, allowedImageHosts(env))) return null
  return fetchCapped(url.toString(), limits)
}

/** A PNG or JPEG re-encoded by sharp (auto-rotated, at most 1200 px, metadata dropped); null for anything else. */
export async function normalizePdfPhoto(bytes: Uint8Array): Promise<Uint8Array | null> {
  const info = imageInfo(bytes)
  if (!info) return null
  try {
    const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_PX, PHOTO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    const out = info.type === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 82 }).toBuffer()
    return new Uint8Array(out)
  } catch {
    return null
  }
}

/** The car's photo for the PDF, or null (never throws). */
export async function pdfPhoto(
  imageUrl: string | null | undefined,
  options: PdfPhotoOptions,
): Promise<Uint8Array | null> {
  try {
    const raw = await pdfPhotoSourceBytes(imageUrl, options)
    return raw ? await normalizePdfPhoto(raw) : null
  } catch {
    return null
  }
}
