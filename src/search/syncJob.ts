import type { TaskConfig } from 'payload'
import { loadCarsForIndex, removeCarsFromIndex, saveCarsToIndex } from './carIndex'

/** Retries index writes that failed while the search service was unreachable. */
export const syncCarsToIndexTask: TaskConfig<{ input: { ids: number[] }; output: { saved: number; removed: number } }> =
  {
    slug: 'syncCarsToIndex',
    retries: { attempts: 20, backoff: { type: 'exponential', delay: 2_000 } },
    inputSchema: [{ name: 'ids', type: 'json', required: true }],
    outputSchema: [
      { name: 'saved', type: 'number' },
      { name: 'removed', type: 'number' },
    ],
    handler: async ({ input, req }) => {
      const cars = await loadCarsForIndex(req.payload, input.ids)
      const found = new Set(cars.map((c) => c.id))
      const gone = input.ids.filter((id) => !found.has(id))
      await saveCarsToIndex(cars)
      await removeCarsFromIndex(gone)
      return { output: { saved: cars.length, removed: gone.length } }
    },
  }
