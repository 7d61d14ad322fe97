/**
 * Writes the generated demo images, which are committed so seeding costs no rendering:
 * - the raster stock photos (seed/stock/photos.ts `RASTER_PHOTOS`) into public/demo-photos/;
 * - each demo site's logo and hero photo (seed/content/brand.ts) into seed/data/brand/, uploaded by the seed.
 * Run it again only after changing the drawings, the looks in seed/demoSites.ts or the renderers:
 *   npx tsx scripts/demo-photos.ts
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { brandFiles, renderHero, renderLogo } from '../seed/content/brand'
import { DEMO_SITES } from '../seed/demoSites'
import { RASTER_PHOTOS } from '../seed/stock/photos'
import { renderPhoto } from '../seed/stock/renderPhotos'

const drawings = path.resolve(import.meta.dirname, '../public/demo-photos')
let bytes = 0
for (const photo of RASTER_PHOTOS) {
  const data = await renderPhoto(photo, drawings)
  writeFileSync(path.join(drawings, photo.file), data)
  bytes += data.length
}
console.log(`${RASTER_PHOTOS.length} stock photos, ${Math.round(bytes / 1024)} KiB in ${drawings}`)
for (const site of DEMO_SITES) {
  const files = brandFiles(site.slug)
  writeFileSync(files.logo, await renderLogo(site.look, site.theme.primaryColor, site.theme.accentColor))
  writeFileSync(files.hero, await renderHero(site.look, drawings))
  console.log(`${site.slug}: ${files.logo}, ${files.hero}`)
}
