import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextBlock } from '../../payload-types'

export function RichTextComponent({ block }: { block: RichTextBlock; basePath: string }) {
  return (
    <section className="container section prose">
      <RichText data={block.content} />
    </section>
  )
}
