import type { ReactNode } from 'react'
import { modelStockPath } from '@/domain/modelMenu'
import type { Model } from '@/payload-types'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { MediaImage } from './MediaImage'
import { modelHref } from './SiteHeader'
import styles from './ModelCard.module.css'

/** 'Explore' goes to the model page; 'Our Stock' to the model's override URL if present, else the model page (spec §2). */
export function modelLinks(ctx: SiteContext, model: Model): { explore: string; stock: string } {
  const explore = modelHref(ctx, model)
  const stock = model.overrideUrl
    ? siteHref(ctx.basePath, modelStockPath({ name: model.name, slug: model.slug, override_url: model.overrideUrl }))
    : explore
  return { explore, stock }
}

export function ModelCard({ ctx, model }: { ctx: SiteContext; model: Model }) {
  const t = siteText(ctx.site)
  const { explore, stock } = modelLinks(ctx, model)
  return (
    <article className={styles.card} aria-labelledby={`model-${model.id}`}>
      <MediaImage
        className={styles.image}
        media={model.image}
        fallbackUrl={model.imageUrl}
        size="model"
        width={280}
        height={171}
        alt={model.name}
      />
      <div className={styles.body}>
        <h3 id={`model-${model.id}`} className={styles.name}>
          <a href={explore}>{model.name}</a>
        </h3>
        <p className={styles.meta}>{[model.bodyStyle, model.fuel].filter(Boolean).join(' · ')}</p>
        <div className={styles.actions}>
          <a className="button" href={explore} aria-label={`${t('Explore')} ${model.name}`}>
            {t('Explore')}
          </a>
          <a className="button button--secondary" href={stock} aria-label={`${t('Our Stock')}: ${model.name}`}>
            {t('Our Stock')}
          </a>
        </div>
      </div>
    </article>
  )
}

/** `scrollOnPhones`: one swipeable row under 576 px instead of a column of cards (the home page's blocks). */
export function ModelGrid({ children, scrollOnPhones = false }: { children: ReactNode; scrollOnPhones?: boolean }) {
  return <div className={`${styles.grid}${scrollOnPhones ? ' phone-scroller' : ''}`}>{children}</div>
}
