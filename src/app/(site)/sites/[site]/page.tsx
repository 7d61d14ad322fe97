import type { Metadata } from 'next'
import { loadBlocksData } from '@blocks/loaders'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { siteForPage } from '@/lib/siteRequest'
import { noStaticParams } from '@/cache/pageCache'
import { pageFor } from './loadContentPage'

// The same for every shopper: cached whole and expired by the tags of what it read (src/cache/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string }> }

const homePage = (siteId: number) => pageFor(siteId, 'home')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteForPage(params)
  const page = await homePage(site.id)
  return { title: site.name, description: page?.metaDescription ?? undefined }
}

export default async function HomePage({ params }: Props) {
  const ctx = await siteForPage(params)
  const { site } = ctx
  const page = await homePage(site.id)
  if (!page) {
    return (
      <section className="container section">
        <h1>{site.name}</h1>
      </section>
    )
  }
  return <RenderBlocks blocks={page.layout} ctx={ctx} data={await loadBlocksData(page.layout, ctx, { slug: 'home' })} />
}
