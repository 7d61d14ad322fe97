import { modelBodyLabel, modelBodyTypesPresent, modelsForBody } from '@/domain/modelBodies'
import { sortModels } from '@/domain/modelMenu'
import type { ModelsGridBlock } from '../../payload-types'
import { ModelCard, ModelGrid } from '@/components/ModelCard'
import type { SiteContext } from '@/lib/siteRequest'
import { siteModels } from '@/data/content'
import { siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import styles from '../blocks.module.css'

export async function ModelsGridComponent({
  block,
  ctx,
}: {
  block: ModelsGridBlock
  basePath: string
  ctx: SiteContext
}) {
  const t = siteText(ctx.site)
  const all = (await siteModels(ctx.site.id)).filter((m) => m.status !== 'discontinued')
  const models = sortModels(modelsForBody(all, block.body))
  if (models.length === 0) return null
  return (
    <section className="container section">
      <div className={styles.head}>
        <h2>{t(block.title ?? 'Our Range')}</h2>
        <a href={siteHref(ctx.basePath, '/models')}>{t('All Models')}</a>
      </div>
      {block.showBodyFilter ? (
        <ul className={styles.chips} aria-label={t('Body types')}>
          {modelBodyTypesPresent(all).map((body) => (
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
