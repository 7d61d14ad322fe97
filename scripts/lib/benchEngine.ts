import { BENCH_NOW } from '../../src/search-service/bench-data'
import { SearchEngine } from '../../src/search-service/engine/engine'
import type { JsonObject } from '../../src/search-service/engine/json'
import { carsIndexSettings, replicaSettings } from '../../src/search/carIndexSettings'

/** The time every benchmark write is stamped with (the generated cars' "now"). */
export const BENCH_AT = new Date(BENCH_NOW * 1000).toISOString()

/** An in-process engine with the product's cars index and sort replicas, loaded in batches of 1,000 (bench:search*). */
export function buildBenchEngine(cars: readonly JsonObject[]): SearchEngine {
  const engine = new SearchEngine()
  engine.apply(engine.prepareSetSettings('cars', carsIndexSettings as JsonObject, true, BENCH_AT))
  for (const [name, settings] of Object.entries(replicaSettings))
    engine.apply(engine.prepareSetSettings(name, settings as JsonObject, false, BENCH_AT))
  for (let i = 0; i < cars.length; i += 1000) {
    engine.apply(
      engine.prepareBatch(
        cars.slice(i, i + 1000).map((body) => ({ action: 'addObject', indexName: 'cars', body })),
        BENCH_AT,
      ),
    )
  }
  engine.warmUp()
  return engine
}
