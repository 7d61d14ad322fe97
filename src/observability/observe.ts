/**
 * How product code reports what it does, without loading anything to do so: `observed('search', 'searchSingleIndex',
 * fn)` runs fn and, when the process installed an observer (src/observability/install.ts: a span when tracing is
 * on, a latency histogram always on a server), reports its duration and outcome. No import here, so it is safe in
 * any bundle (the search client also runs in browsers) and costs nothing where nothing is installed (scripts,
 * tests). The observer lives on globalThis: the custom server and Next's compiled code load separate copies of the
 * modules, and both must reach the one observer.
 */

/** What is observed: a call to the search service, a job of the queue, a lead delivery. */
export type ObservedKind = 'search' | 'job' | 'lead-delivery'

export type Observer = {
  observe<T>(
    kind: ObservedKind,
    name: string,
    attributes: Record<string, string | number>,
    fn: () => Promise<T>,
  ): Promise<T>
  /** The page front cache answered a page from memory (hit) or passed it on (miss). */
  frontCache(result: 'hit' | 'miss'): void
}

const KEY = Symbol.for('dealer-platform.observer')
type Holder = { [KEY]?: Observer }

export function installObserver(observer: Observer): void {
  ;(globalThis as Holder)[KEY] = observer
}

export function observed<T>(
  kind: ObservedKind,
  name: string,
  attributes: Record<string, string | number>,
  fn: () => Promise<T>,
): Promise<T> {
  const observer = (globalThis as Holder)[KEY]
  return observer ? observer.observe(kind, name, attributes, fn) : fn()
}

export function countFrontCache(result: 'hit' | 'miss'): void {
  ;(globalThis as Holder)[KEY]?.frontCache(result)
}

/** A search client whose search calls are observed (`search`, `searchSingleIndex`, `searchForHits`, …). */
export function observedSearchClient<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown
      if (typeof property !== 'string' || !property.startsWith('search') || typeof value !== 'function') return value
      return (...args: unknown[]) =>
        observed('search', property, {}, () =>
          Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)),
        )
    },
  })
}
