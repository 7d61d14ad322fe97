import type { PriceRangeSearchBlock } from '@/payload-types'
import type { SiteContext } from '@/lib/siteRequest'
import { siteText } from '@/lib/siteText'
import { CARS_INDEX } from '@/search/carIndexSettings'
import { browserSearchAccess } from '@/search/browserSearchAccess'
import { PriceRangeSlider } from './PriceRangeSlider'

export async function PriceRangeSearchComponent({
  block,
  basePath,
  ctx,
}: {
  block: PriceRangeSearchBlock
  basePath: string
  ctx: SiteContext
}) {
  const { site } = ctx
  const t = siteText(site)
  return (
    <section className="container section">
      <PriceRangeSlider
        title={t(block.title ?? 'Shop by budget')}
        buttonLabel={t(block.buttonLabel ?? 'Search cars')}
        basePath={basePath}
        labels={{ from: t('Minimum price'), to: t('Maximum price') }}
        access={browserSearchAccess(site, basePath)}
        indexName={CARS_INDEX}
      />
    </section>
  )
}
