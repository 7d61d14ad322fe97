import type { Site } from '@/payload-types'
import { sectionDefaultImage, type ImageSection } from '@/lib/defaultImages'
import { Img } from './Img'
import styles from './SectionHeaderImage.module.css'

/** The header image of the finance, contact, fleet and parts pages: the site's default image for that section. */
export function SectionHeaderImage({ site, section }: { site: Pick<Site, 'content'>; section: ImageSection }) {
  const media = sectionDefaultImage(site, section)
  if (!media?.url) return null
  return (
    <div className={styles.header} data-testid={`section-image-${section}`}>
      <Img
        className={styles.image}
        src={media.url}
        alt={media.alt ?? ''}
        width={media.width ?? 1600}
        height={media.height ?? 400}
        loading="eager"
      />
    </div>
  )
}
