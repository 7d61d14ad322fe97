/**
 * The filtered search pages bench:pages asks for (issue 29.4): a mix of distinct queries (makes, body types, price
 * ranges, pages) on two demo sites, and queries no request asked before (a range bound made unique per run), for the
 * pages' first renders.
 */
import type { MixRequest } from './loadTest'

const MAKES = ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Mitsubishi', 'Nissan', 'Honda']
const BODIES = ['SUV', 'Sedan', 'Hatch', 'Ute']
const PRICES = ['0:20000', '20000:40000', '40000:']

/** The single filtered URL of the issue. */
export const SINGLE_FILTERED_PATH = '/search/used-cars?make=Toyota'

/** 40 distinct filtered search URLs per host. */
export function filteredSearchMix(hosts: string[]): MixRequest[] {
  const paths = [
    ...MAKES.map((make) => `/search?make=${make}`),
    ...MAKES.flatMap((make) => PRICES.map((price) => `/search/used-cars?make=${make}&price=${price}`)),
    ...BODIES.flatMap((body) => [`/search?body=${body}`, `/search?body=${body}&page=2`]),
  ]
  return hosts.flatMap((host) => paths.map((path) => ({ path, host })))
}

/** The n-th filtered URL never asked before: its km bound is unique to this run (`run`) and request. */
export function freshFilteredSearch(hosts: string[], run: number, n: number): MixRequest {
  const make = MAKES[n % MAKES.length]!
  const host = hosts[Math.floor(n / MAKES.length) % hosts.length]!
  return { path: `/search/used-cars?make=${make}&km=0:${run * 100_000 + n + 1}`, host }
}
