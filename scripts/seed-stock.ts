/**
 * `npm run seed:stock -- --count 100000 [--dealership harbour-toyota] [--kind toyota]`: adds a large deterministic
 * stock to one dealership for benchmarks, then rebuilds the search index.
 */
import { parseArgs } from 'node:util'
import { stockDay } from '../seed/demoStock'
import { generateStock, type StockKind } from '../seed/stock/generate'
import { reindexAllCars } from '../src/search/carIndex'
import { cliPayload } from './lib/cliEnvironment'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    dealership: { type: 'string', default: 'harbour-toyota' },
    kind: { type: 'string', default: 'multi-franchise' },
    seed: { type: 'string', default: '42' },
  },
})
const count = Number(values.count)
if (!Number.isInteger(count) || count <= 0) {
  console.error('--count must be a positive whole number')
  process.exit(2)
}
const { payload, close } = await cliPayload()
try {
  const dealership = (
    await payload.find({
      collection: 'dealerships',
      where: { slug: { equals: values.dealership } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]
  if (!dealership) throw new Error(`Unknown dealership '${values.dealership}'`)
  const cars = generateStock({
    dealershipSlug: `${dealership.slug}-bench`,
    count,
    kind: values.kind as StockKind,
    seed: Number(values.seed),
    now: stockDay(),
    locationNames: [],
  })
  const started = Date.now()
  for (let at = 0; at < cars.length; at += 16) {
    await Promise.all(
      cars.slice(at, at + 16).map(({ location_name: _l, images, finance_lenders, ...car }) =>
        payload.create({
          collection: 'cars',
          data: {
            ...car,
            dealership: dealership.id,
            images: (images ?? []).map((url) => ({ url })),
            finance_lenders: Object.entries(finance_lenders ?? {}).map(([provider, l]) => ({ provider, ...l })),
          } as never,
          context: { skipIndex: true, disableRevalidate: true },
          depth: 0,
        }),
      ),
    )
    if ((at / 16) % 100 === 0) console.log(`${at + 16} / ${count}`)
  }
  console.log(`stored ${count} cars in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  await reindexAllCars(payload, (line) => console.log(line))
} finally {
  await close()
}
process.exit()
