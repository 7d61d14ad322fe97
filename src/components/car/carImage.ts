/** Spec §7: images come from the image service with width and quality parameters (default quality 75, width 640). */
export const IMAGE_DEFAULT_WIDTH = 640
export const IMAGE_DEFAULT_QUALITY = 75

/**
 * The image-service URL of a car photo at a width. Same-origin raster photos go through Next's image service;
 * SVGs (the demo photos) and other origins (not in next.config's remotePatterns) are used as they are.
 */
export function carImageUrl(url: string, width: number = IMAGE_DEFAULT_WIDTH, quality: number = IMAGE_DEFAULT_QUALITY): string {
  if (!url.startsWith('/') || url.startsWith('//') || /\.svg(\?|$)/i.test(url)) return url
  return `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`
}
