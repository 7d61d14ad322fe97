import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { modelHref } from '@/components/SiteHeader'
import { ModelTemplate } from '@/components/templates/ModelTemplate'
import { siteModels, siteOffers, siteServicePlans } from '@/data/content'
import { modelForPath, visibleOffers } from '@/lib/offerData'
import { siteForPage } from '@/lib/siteRequest'
import { noStaticParams } from '@/cache/pageCache'
import { relationId } from '@/domain/relationId'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string; model: string }> }

/** Model pages at the site's pattern: /models/toyota-{slug}, or /models/new-toyota-{slug}-vehicle (content spec §2). */
async function load(params: Props['params']) {
  const ctx = await siteForPage(params)
  const path = `${ctx.basePath}/models/${(await params).model}`
  const model = modelForPath(await siteModels(ctx.site.id), path, (m) => modelHref(ctx, m))
  if (!model) notFound()
  return { ctx, model }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ctx, model } = await load(params)
  return { title: `${model.name} | ${ctx.site.name}`, description: model.description ?? undefined }
}

export default async function ModelPage({ params }: Props) {
  const { ctx, model } = await load(params)
  const [offers, plans] = await Promise.all([siteOffers(ctx.site.id), siteServicePlans(ctx.site.id)])
  const forModel = visibleOffers(ctx, offers, new Date()).filter((o) => relationId(o.model) === model.id)
  const plan = plans.find((p) => relationId(p.model) === model.id) ?? null
  return <ModelTemplate ctx={ctx} model={model} offers={forModel} plan={plan} />
}
