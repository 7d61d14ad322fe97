import { imageProps, type ImageOptions } from '@/lib/imageProps'

/**
 * A plain `<img>` through Next's image optimiser (src/lib/imageProps.ts): configured widths only, with `srcset`.
 * Renders no client code, so it fits server components as well as client ones.
 */
export function Img(props: ImageOptions & { 'data-testid'?: string }) {
  const { 'data-testid': testId, ...options } = props
  // eslint-disable-next-line @next/next/no-img-element -- the attributes come from getImageProps
  return <img {...imageProps(options)} data-testid={testId} />
}
