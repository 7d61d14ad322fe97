import type { HeroBlock } from '@/payload-types'
import { siteHref } from '@/lib/siteRequest'
import styles from './Hero.module.css'
import { Img } from '@/components/Img'
import type { SiteContext } from '@/lib/siteRequest'

export function HeroComponent({ block, basePath, ctx }: { block: HeroBlock; basePath: string; ctx: SiteContext }) {
  // The block's own image, else the site theme's hero image (issue 19.18).
  const themeHero = ctx.site.theme?.heroImage
  const image =
    typeof block.image === 'object' && block.image
      ? block.image
      : typeof themeHero === 'object' && themeHero
        ? themeHero
        : null
  return (
    <section className={styles.hero}>
      {image?.url ? (
        <Img
          className={styles.image}
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width ?? 1600}
          height={image.height ?? 600}
          sizes="100vw"
        />
      ) : null}
      <div className={`container ${styles.body}`}>
        <h1 className={styles.title}>{block.title}</h1>
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        {block.buttons && block.buttons.length > 0 ? (
          <div className={styles.buttons}>
            {block.buttons.map((b) => (
              <a
                key={b.id ?? b.label}
                className={`button ${b.style === 'secondary' ? styles.secondary : ''}`}
                href={siteHref(basePath, b.url)}
              >
                {b.label}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}
