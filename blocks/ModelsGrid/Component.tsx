import { modelBodyLabel } from '@/domain/modelBodies'
import type { ModelsGridBlock } from '@/payload-types'
import { ModelCard, ModelGrid } from '@/components/ModelCard'
import type { SiteContext } from '@/lib/siteRequest'
import { siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import type { BlockData } from '../loaders'
import styles from '../blocks.module.css'

export function ModelsGridComponent({
  block,
  ctx,
  data: { models, bodies },
}: {
  block: ModelsGridBlock
  basePath: string
  ctx: SiteContext
  data: BlockData<'modelsGrid'>
}) {
  const t = siteText(ctx.site)
  if (models.length === 0) return null
  return (
    <section className="container section">
      <div className={styles.head}>
        <h2>{t(block.title ?? 'Our Range')}</h2>
        <a href={siteHref(ctx.basePath, '/models')}>{t('All Models')}</a>
      </div>
      {block.showBodyFilter ? (
        <ul className={styles.chips} aria-label={t('Body types')}>
          {bodies.map((body) => (
            <li key={body}>
              <a href={siteHref(ctx.basePath, `/models?body=${body}`)}>{t(modelBodyLabel(body))}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <ModelGrid scrollOnPhones>
        {models.map((model) => (
          <ModelCard key={model.id} ctx={ctx} model={model} />
        ))}
      </ModelGrid>
    </section>
  )
}
