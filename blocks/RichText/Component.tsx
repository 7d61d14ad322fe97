import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextBlock } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'

export function RichTextComponent({ block }: { block: RichTextBlock; basePath: string; ctx: SiteContext }) {
  return (
    <section className="container section prose">
      <RichText data={block.content} />
    </section>
  )
}
