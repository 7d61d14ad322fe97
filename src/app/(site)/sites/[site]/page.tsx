import type { Metadata } from 'next'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { draftPage, previewUser } from '@/data/drafts'
import { sitePage } from '@/data/sites'
import { siteForPage } from '@/lib/siteRequest'
import { noStaticParams } from '@/lib/pageCache'

// The same for every shopper: cached whole and expired by the tags of what it read (lib/pageCache.ts).
export const generateStaticParams = noStaticParams

type Props = { params: Promise<{ site: string }> }

async function homePage(siteId: number) {
  const user = await previewUser()
  return user ? draftPage(siteId, 'home', user) : sitePage(siteId, 'home')
}

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
  return <RenderBlocks blocks={page.layout} ctx={ctx} />
}
