/**
 * The bundled sample photos in public/demo-photos/: hand-written 1000×750 SVG placeholders, one body shape each.
 * Demo stock points at them as `/demo-photos/{file}`; Next serves public/ as static files on every site host.
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

/** The URL path the demo stock uses for the bundled photos. */
export const DEMO_PHOTO_PATH = '/demo-photos/'

export const demoPhotoUrl = (file: string): string => `${DEMO_PHOTO_PATH}${file}`
