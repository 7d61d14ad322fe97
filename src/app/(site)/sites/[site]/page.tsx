import type { Metadata } from 'next'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { sitePage } from '@/lib/siteContent'
import { siteFromParams } from '@/lib/siteRequest'

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await siteFromParams(params)
  const page = await sitePage(site.id, 'home')
  return { title: site.name, description: page?.metaDescription ?? undefined }
}

export default async function HomePage({ params }: Props) {
  const { site, basePath } = await siteFromParams(params)
  const page = await sitePage(site.id, 'home')
  if (!page) {
    return (
      <section className="container section">
        <h1>{site.name}</h1>
      </section>
    )
  }
  return <RenderBlocks blocks={page.layout} basePath={basePath} />
}
