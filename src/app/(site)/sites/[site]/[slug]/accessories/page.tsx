import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { modelHref } from '@/components/SiteHeader'
import { AccessoryList } from '@/components/templates/ModelTemplate'
import { PageHead } from '@/components/templates/PageHead'
import { siteModels } from '@/data/content'
import { siteForPage } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { noStaticParams } from '@/cache/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string; slug: string }> }

async function load(params: Props['params']) {
  const ctx = await siteForPage(params)
  const { slug } = await params
  const model = (await siteModels(ctx.site.id)).find((m) => m.slug === slug)
  if (!model) notFound()
  return { ctx, model }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, model } = await load(params)
  return { title: `${model.name} ${siteText(ctx.site)('Accessories')} | ${ctx.site.name}` }
}

/** /{modelSlug}/accessories: the accessories list of a model (content spec §2). */
export default async function AccessoriesPage({ params }: Props) {
  const { ctx, model } = await load(params)
  const t = siteText(ctx.site)
  return (
    <>
      <PageHead title={`${model.name} ${t('Accessories')}`} lead={t('Genuine accessories, fitted by our team.')} />
      <section className="container section">
        {(model.accessories ?? []).length === 0 ? (
          <p>{t('No accessories are listed for this model yet.')}</p>
        ) : (
          <AccessoryList ctx={ctx} model={model} />
        )}
        <p style={{ marginTop: 24 }}>
          <a href={modelHref(ctx, model)}>
            {t('Back to')} {model.name}
          </a>
        </p>
      </section>
    </>
  )
}
