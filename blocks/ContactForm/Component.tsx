import type { ContactFormBlock } from '@/payload-types'
import { DeferredLeadForm } from '@/components/forms/DeferredLeadForm'
import type { SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import type { BlockData } from '../loaders'

/** The contact form block: the one lead form, of the kind the block's enquiry type names (loaders.ts). */
export function ContactFormComponent({
  block,
  basePath,
  ctx,
  data,
}: {
  block: ContactFormBlock
  basePath: string
  ctx: SiteContext
  data: BlockData<'contactForm'>
}) {
  const t = siteText(ctx.site)
  return (
    <section className="container section" aria-labelledby={`contact-${block.id}`}>
      <h2 id={`contact-${block.id}`}>{t(block.title ?? 'Send us an enquiry')}</h2>
      {block.intro ? <p>{t(block.intro)}</p> : null}
      <DeferredLeadForm settings={data.settings} basePath={basePath} defaults={{ page_id: data.pageId }} />
    </section>
  )
}
