import type { PriceRangeSearchBlock } from '../../payload-types'
import { siteForBlock } from '@/lib/blockSite'
import { siteText } from '@/lib/siteText'
import { PriceRangeSlider } from './PriceRangeSlider'

export async function PriceRangeSearchComponent({ block, basePath }: { block: PriceRangeSearchBlock; basePath: string }) {
  const t = siteText((await siteForBlock(basePath)).site)
  return (
    <section className="container section">
      <PriceRangeSlider
        title={t(block.title ?? 'Shop by budget')}
        buttonLabel={t(block.buttonLabel ?? 'Search cars')}
        basePath={basePath}
        labels={{ from: t('Minimum price'), to: t('Maximum price') }}
      />
    </section>
  )
}
