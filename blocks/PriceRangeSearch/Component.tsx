import type { PriceRangeSearchBlock } from '../../payload-types'
import { siteForBlock } from '@/lib/blockSite'
import { siteText } from '@/lib/siteText'
import { CARS_INDEX } from '@/search/carIndexSettings'
import { searchConnection } from '@/search/connection'
import { siteSearchKey } from '@/search/siteSearchKey'
import { PriceRangeSlider } from './PriceRangeSlider'

export async function PriceRangeSearchComponent({ block, basePath }: { block: PriceRangeSearchBlock; basePath: string }) {
  const { site } = await siteForBlock(basePath)
  const t = siteText(site)
  const connection = searchConnection()
  return (
    <section className="container section">
      <PriceRangeSlider
        title={t(block.title ?? 'Shop by budget')}
        buttonLabel={t(block.buttonLabel ?? 'Search cars')}
        basePath={basePath}
        labels={{ from: t('Minimum price'), to: t('Maximum price') }}
        access={{ appId: connection.appId, apiKey: siteSearchKey(site), proxied: connection.proxiedForBrowsers }}
        indexName={CARS_INDEX}
      />
    </section>
  )
}
