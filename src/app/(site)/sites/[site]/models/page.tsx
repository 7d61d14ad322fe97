import type { Metadata } from 'next'
import { ModelDirectorySearch } from '@/components/directory/ModelDirectorySearch'
import { ModelCard, ModelGrid } from '@/components/ModelCard'
import { modelHref } from '@/components/SiteHeader'
import { PageHead } from '@/components/templates/PageHead'
import styles from '@/components/templates/templates.module.css'
import { modelBodyLabel, modelBodyType, modelBodyTypesPresent, modelsForBody } from '@/domain/modelBodies'
import { sortModels } from '@/domain/modelMenu'
import { siteModels } from '@/data/content'
import { siteForPage, siteHref } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { DIRECTORY_INDEX } from '@/search/directoryIndex'
import { browserSearchAccess } from '@/search/browserSearchAccess'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ body?: string | string[] }> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  const body = modelBodyType([(await searchParams).body].flat()[0])
  const t = siteText(site)
  return { title: `${body ? `${t(modelBodyLabel(body))} ` : ''}${t('Models')} | ${site.name}` }
}

/** /models and /models?body={body} over the body types of content spec §9. */
export default async function ModelsPage({ params, searchParams }: Props) {
  const ctx = await siteForPage(params)
  const t = siteText(ctx.site)
  const body = modelBodyType([(await searchParams).body].flat()[0])
  const all = (await siteModels(ctx.site.id)).filter((m) => m.status !== 'discontinued')
  const models = sortModels(modelsForBody(all, body))
  return (
    <>
      <PageHead
        title={body ? `${t(modelBodyLabel(body))} ${t('Models')}` : t('Our Models')}
        lead={t('Explore the range, then see what we have in stock.')}
      >
        {all.length > 0 ? (
          <ul className={styles.chips} aria-label={t('Body types')} style={{ marginTop: 20 }}>
            <li>
              <a href={siteHref(ctx.basePath, '/models')} aria-current={body ? undefined : 'page'}>
                {t('All')}
              </a>
            </li>
            {modelBodyTypesPresent(all).map((b) => (
              <li key={b}>
                <a href={siteHref(ctx.basePath, `/models?body=${b}`)} aria-current={b === body ? 'page' : undefined}>
                  {t(modelBodyLabel(b))}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </PageHead>
      <section className="container section" aria-label={t('Models')}>
        {all.length > 0 ? (
          <ModelDirectorySearch
            access={browserSearchAccess(ctx.site, ctx.basePath, 'directory')}
            indexName={DIRECTORY_INDEX}
            hrefs={Object.fromEntries(all.map((m) => [m.slug ?? '', modelHref(ctx, m)]))}
            body={body ?? undefined}
            labels={{
              search: t('Find a model'),
              placeholder: t('Make or model, e.g. RAV4'),
              none: t('No models match your search.'),
              previous: t('Previous'),
              next: t('Next'),
            }}
          />
        ) : null}
        {models.length === 0 ? <p>{t('No models match. Try another body type.')}</p> : null}
        <ModelGrid>
          {models.map((model) => (
            <ModelCard key={model.id} ctx={ctx} model={model} />
          ))}
        </ModelGrid>
      </section>
    </>
  )
}
