import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { hasNextCache } from './nextCache'

/** A time backstop for app instances that did not see the revalidation (each instance keeps its own cache). */
const BACKSTOP_SECONDS = 300

/**
 * A shopper-side read, cached across requests under the given tags and deduplicated within a request. Changes
 * expire the tags (src/cache/revalidateContent.ts), so an edit shows on the next request. Outside a
 * Next.js server (scripts, integration tests) the read runs uncached.
 */
export function cachedRead<A extends (string | number | null)[], R>(
  name: string,
  tagsFor: (args: NoInfer<A>) => string[],
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return cache(async (...args: A): Promise<R> => {
    if (!hasNextCache()) return read(...args)
    return unstable_cache(() => read(...args), [name, ...args.map(String)], {
      tags: tagsFor(args),
      revalidate: BACKSTOP_SECONDS,
    })()
  })
}
