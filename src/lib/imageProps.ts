/**
 * Images through Next's image optimiser (issue 18): `<img>` attributes from `getImageProps`, so every `/_next/image`
 * URL carries a configured width (next.config.ts `images`) and the browser picks one from `srcset`. Nothing builds
 * optimiser URLs by hand (`w=480` answers 400: only the configured widths are allowed).
 *
 * Sources the optimiser may read (next.config.ts `localPatterns` and `remotePatterns`):
 * - uploaded media, `/api/media/file/…`, and the bundled demo photos, `/demo-photos/…`;
 * - https URLs on a host listed in IMAGE_REMOTE_HOSTS (comma-separated host names, read at build time;
 *   `*.example.com` allows one level of subdomains).
 * Anything else (SVGs, which Next refuses to optimise; other paths and hosts; data: and blob: URLs) is used as it is.
 */
import { getImageProps } from 'next/image'
import type { CSSProperties, ImgHTMLAttributes } from 'react'
import { IMAGE_DEFAULTS } from '@/domain/searchLimits'
import { builtImageRemoteHosts } from '@/config/env'

/** Spec §7: quality 75 (Next 16 allows only the configured `qualities`, default [75]). */
export const IMAGE_QUALITY = IMAGE_DEFAULTS.quality

/** Local path prefixes the optimiser may read; next.config.ts turns them into `localPatterns`. */
export const LOCAL_IMAGE_PATHS = ['/api/media/file/', '/demo-photos/'] as const

/** IMAGE_REMOTE_HOSTS as a list of lower-case host names. */
export function remoteImageHosts(value: string | undefined = builtImageRemoteHosts()): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
}

function hostAllowed(hostname: string, hosts: string[]): boolean {
  const host = hostname.toLowerCase()
  return hosts.some((allowed) =>
    allowed.startsWith('*.')
      ? host.endsWith(allowed.slice(1)) && !host.slice(0, -allowed.length + 1).includes('.')
      : host === allowed,
  )
}

/** Whether Next's optimiser can serve this source (otherwise it is used as it is). */
export function optimizable(src: string, hosts: string[] = remoteImageHosts()): boolean {
  if (/\.svg($|[?#])/i.test(src)) return false
  if (src.startsWith('/') && !src.startsWith('//'))
    return !src.includes('..') && LOCAL_IMAGE_PATHS.some((prefix) => src.startsWith(prefix))
  try {
    const url = new URL(src)
    return url.protocol === 'https:' && !url.port && hostAllowed(url.hostname, hosts)
  } catch {
    return false
  }
}

export type ImageOptions = {
  src: string
  alt: string
  width: number
  height: number
  /** The rendered width per breakpoint, as in `<img sizes>`: with it `srcset` lists widths; without, 1x and 2x. */
  sizes?: string
  /** As on a plain `<img>`: eager unless told otherwise. */
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
  quality?: number
  className?: string
  style?: CSSProperties
}

/** The `<img>` attributes (src, srcSet, sizes, width, height, alt, loading, decoding…) for an image. */
export function imageProps({
  src,
  loading = 'eager',
  quality = IMAGE_QUALITY,
  ...options
}: ImageOptions): ImgHTMLAttributes<HTMLImageElement> {
  const { props } = getImageProps({ ...options, src, loading, quality, unoptimized: !optimizable(src) })
  return props
}
