/**
 * The bundled sample photos in public/demo-photos/, served as static files on every site host:
 * - hand-written 1000×750 SVG drawings, one body shape each (`SAMPLE_PHOTOS`);
 * - raster photographs (`RASTER_PHOTOS`, JPEG and WebP, 960×720) made from those drawings by
 *   `npx tsx scripts/demo-photos.ts` (seed/stock/renderPhotos.ts): the car in a showroom, on a street and close up,
 *   in five paint colours. SVGs are used as they are; the rasters go through Next's image optimiser
 *   (`/_next/image?url=/demo-photos/…&w=…`), the path production photos take (issue 19.15).
 * Demo stock points at them as `/demo-photos/{file}`.
 */

export type PhotoShape = 'sedan' | 'hatch' | 'suv' | 'ute' | 'van' | 'coupe' | 'caravan' | 'trailer'

export interface SamplePhoto {
  file: string
  shape: PhotoShape
  alt: string
}

export const SAMPLE_PHOTOS: readonly SamplePhoto[] = [
  { file: 'sedan-ocean.svg', shape: 'sedan', alt: 'White sedan by the sea' },
  { file: 'sedan-sunset.svg', shape: 'sedan', alt: 'Red sedan at sunset' },
  { file: 'hatch-mint.svg', shape: 'hatch', alt: 'Yellow hatchback' },
  { file: 'suv-sky.svg', shape: 'suv', alt: 'Blue SUV' },
  { file: 'suv-forest.svg', shape: 'suv', alt: 'Silver SUV in the hills' },
  { file: 'ute-desert.svg', shape: 'ute', alt: 'White dual-cab ute in the outback' },
  { file: 'ute-slate.svg', shape: 'ute', alt: 'Black dual-cab ute' },
  { file: 'van-lavender.svg', shape: 'van', alt: 'White van' },
  { file: 'coupe-night.svg', shape: 'coupe', alt: 'Orange sports coupe at night' },
  { file: 'caravan-meadow.svg', shape: 'caravan', alt: 'Caravan in a green meadow' },
  { file: 'caravan-dusk.svg', shape: 'caravan', alt: 'Caravan at dusk' },
  { file: 'trailer-sand.svg', shape: 'trailer', alt: 'Galvanised box trailer with cage' },
]

export const SAMPLE_PHOTO_FILES: readonly string[] = SAMPLE_PHOTOS.map((photo) => photo.file)

/** The paint colours the raster photos come in; a car's colour picks the nearest (`paintOf`). */
export type Paint = 'white' | 'silver' | 'black' | 'blue' | 'red'
export const PAINTS: readonly Paint[] = ['white', 'silver', 'black', 'blue', 'red']

/** The three shots of each raster set, in gallery order. */
export type PhotoView = 'showroom' | 'street' | 'detail'
export const PHOTO_VIEWS: readonly PhotoView[] = ['showroom', 'street', 'detail']

export interface RasterPhoto extends SamplePhoto {
  paint: Paint
  view: PhotoView
  format: 'jpeg' | 'webp'
}

/** The drawing each raster set starts from: the first SVG of its shape. */
export const RASTER_SOURCE: Record<PhotoShape, string> = {
  sedan: 'sedan-ocean.svg',
  hatch: 'hatch-mint.svg',
  suv: 'suv-sky.svg',
  ute: 'ute-desert.svg',
  van: 'van-lavender.svg',
  coupe: 'coupe-night.svg',
  caravan: 'caravan-meadow.svg',
  trailer: 'trailer-sand.svg',
}

const SHAPE_NAMES: Record<PhotoShape, string> = {
  sedan: 'sedan',
  hatch: 'hatchback',
  suv: 'SUV',
  ute: 'dual-cab ute',
  van: 'van',
  coupe: 'coupe',
  caravan: 'caravan',
  trailer: 'box trailer',
}

const VIEW_ALT: Record<PhotoView, string> = {
  showroom: 'in the showroom',
  street: 'parked on the street',
  detail: 'close up of the front wheel and lights',
}

/** Caravans are nearly always white and trailers galvanised: one paint each. */
const paintsOf = (shape: PhotoShape): readonly Paint[] =>
  shape === 'caravan' || shape === 'trailer' ? ['white'] : PAINTS

export const RASTER_PHOTOS: readonly RasterPhoto[] = (Object.keys(RASTER_SOURCE) as PhotoShape[]).flatMap((shape) =>
  paintsOf(shape).flatMap((paint) =>
    PHOTO_VIEWS.map((view): RasterPhoto => {
      const format = view === 'detail' ? 'webp' : 'jpeg'
      const colour = shape === 'trailer' ? 'Galvanised' : paint[0]!.toUpperCase() + paint.slice(1)
      return {
        file: `photo-${shape}-${paint}-${view}.${format === 'jpeg' ? 'jpg' : 'webp'}`,
        shape,
        paint,
        view,
        format,
        alt: `${colour} ${SHAPE_NAMES[shape]} ${VIEW_ALT[view]}`,
      }
    }),
  ),
)

/** The raster set of a shape in the paint nearest a car's colour, in gallery order (showroom, street, detail). */
export function rasterSet(shape: PhotoShape, colour: string | undefined): RasterPhoto[] {
  const paint = shape === 'caravan' || shape === 'trailer' ? 'white' : paintOf(colour)
  return RASTER_PHOTOS.filter((photo) => photo.shape === shape && photo.paint === paint)
}

/** The raster paint nearest a colour name (the stock's colours: White, Silver, Grey, Black, Blue, Red, …). */
export function paintOf(colour: string | undefined): Paint {
  const name = (colour ?? '').toLowerCase()
  if (/white|beige|cream|ivory/.test(name)) return 'white'
  if (/silver|grey|gray|bronze/.test(name)) return 'silver'
  if (/black|brown/.test(name)) return 'black'
  if (/blue|green/.test(name)) return 'blue'
  if (/red|orange|yellow|maroon/.test(name)) return 'red'
  return 'white'
}

/** The URL path the demo stock uses for the bundled photos. */
export const DEMO_PHOTO_PATH = '/demo-photos/'

export const demoPhotoUrl = (file: string): string => `${DEMO_PHOTO_PATH}${file}`
