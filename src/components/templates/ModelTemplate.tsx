import { modelCategory } from '@/domain/modelMenu'
import { formatPrice } from '@/domain/priceDisplay'
import type { Model, Offer, ServicePlan } from '@/payload-types'
import { MediaImage } from '../MediaImage'
import { modelLinks } from '../ModelCard'
import { OfferCard, OfferGrid } from '../OfferCard'
import { siteHref, type SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import styles from './templates.module.css'

/** A model page: hero, Explore / Our Stock / Get Quote, capped-price servicing, the model's offers and accessories. */
export function ModelTemplate({
  ctx,
  model,
  offers,
  plan,
}: {
  ctx: SiteContext
  model: Model
  offers: Offer[]
  plan: ServicePlan | null
}) {
  const t = siteText(ctx.site)
  const { stock } = modelLinks(ctx, model)
  const accessories = model.accessories ?? []
  return (
    <>
      <section className="container section">
        <nav aria-label={t('Breadcrumb')}>
          <ol className={styles.breadcrumbs}>
            <li>
              <a href={siteHref(ctx.basePath, '/')}>{t('Home')}</a>
            </li>
            <li>
              <a href={siteHref(ctx.basePath, '/models')}>{t('Models')}</a>
            </li>
            <li aria-current="page">{model.name}</li>
          </ol>
        </nav>
        <div className={styles.modelHero}>
          <MediaImage
            className={styles.modelImage}
            media={model.image}
            fallbackUrl={model.imageUrl}
            size="model"
            width={560}
            height={342}
            alt={model.name}
            priority
          />
          <div className={styles.stack}>
            <p className={styles.meta}>
              {[model.manufacturerBody ? modelCategory(model.manufacturerBody) : null, model.bodyStyle, model.fuel]
                .filter(Boolean)
                .map((v) => t(String(v)))
                .join(' · ')}
            </p>
            <h1>{model.name}</h1>
            {model.description ? <p className={styles.lead}>{t(model.description)}</p> : null}
            <div className={styles.actions}>
              <a className="button" href={stock}>
                {t('Our Stock')}
              </a>
              <a
                className="button button--secondary"
                href={siteHref(ctx.basePath, `/models/get-quote?model=${encodeURIComponent(model.name)}`)}
              >
                {t('Get Quote')}
              </a>
              <a className="button button--secondary" href={siteHref(ctx.basePath, '/book-test-drive')}>
                {t('Book a Test Drive')}
              </a>
            </div>
            {plan ? (
              <p>
                <strong>{t('Capped-price servicing')}:</strong> {formatPrice(plan.amount)} {t('per service')},{' '}
                {plan.services} {t('services over')} {plan.years} {t('years or')} {plan.range}.
              </p>
            ) : null}
          </div>
        </div>
      </section>
      {offers.length > 0 ? (
        <section className="container section" aria-labelledby="model-offers">
          <h2 id="model-offers">
            {model.name} {t('offers')}
          </h2>
          <OfferGrid>
            {offers.map((offer) => (
              <OfferCard key={offer.id} ctx={ctx} offer={offer} headingLevel={3} />
            ))}
          </OfferGrid>
        </section>
      ) : null}
      {accessories.length > 0 ? (
        <section className="container section" aria-labelledby="model-accessories">
          <h2 id="model-accessories">{t('Accessories')}</h2>
          <AccessoryList model={model} ctx={ctx} limit={4} />
          <p style={{ marginTop: 16 }}>
            <a className="button button--secondary" href={siteHref(ctx.basePath, `/${model.slug}/accessories`)}>
              {t('View Accessories')}
            </a>
          </p>
        </section>
      ) : null}
    </>
  )
}

export function AccessoryList({ ctx, model, limit }: { ctx: SiteContext; model: Model; limit?: number }) {
  const t = siteText(ctx.site)
  return (
    <ul className={styles.accessories}>
      {(model.accessories ?? []).slice(0, limit).map((accessory) => (
        <li key={accessory.id ?? accessory.name} className={styles.accessory}>
          <div>
            <h3>{t(accessory.name)}</h3>
            {accessory.description ? <p>{t(accessory.description)}</p> : null}
          </div>
          {typeof accessory.price === 'number' ? (
            <span className={styles.price}>{formatPrice(accessory.price)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
