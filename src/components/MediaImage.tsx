import type { Media } from '@/payload-types'
import { Img } from './Img'

type SizeName = keyof NonNullable<Media['sizes']>

type Props = {
  media: number | Media | null | undefined
  fallbackUrl?: string | null
  size?: SizeName
  width: number
  height: number
  alt: string
  className?: string
  priority?: boolean
}

/** An uploaded image at one of the spec's sizes, with fixed width and height so nothing shifts while it loads. */
export function MediaImage({ media, fallbackUrl, size, width, height, alt, className, priority }: Props) {
  const doc = typeof media === 'object' && media ? media : null
  const sized = size ? doc?.sizes?.[size]?.url : null
  const src = sized ?? doc?.url ?? fallbackUrl
  if (!src) return null
  return (
    <Img
      className={className}
      src={src}
      alt={doc?.alt ?? alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      style={{ aspectRatio: `${width} / ${height}`, objectFit: 'cover' }}
    />
  )
}
