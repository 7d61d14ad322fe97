import { describe, expect, it } from 'vitest'
import { pathInSite, routeSearchState, routeSearchUrl } from '@/components/search/carSearchUrl'

const search = { path: '/search' }
const usedList = { path: '/used-car/list', preset: { car_type: ['used'] } }
const sevenSeaters = { path: '/7-seater-cars-for-sale', preset: { seats: ['7'] } }

describe('search route URLs (spec §2)', () => {
  it('car_type and make move into the path; other filters stay in the query string', () => {
    expect(routeSearchUrl({ refinements: { car_type: ['used'] } }, search)).toBe('/search/used-cars')
    expect(routeSearchUrl({ refinements: { make: ['Toyota'], model: ['RAV4'], body: ['SUV'] } }, search)).toBe(
      '/search/toyota/rav4?body=SUV',
    )
  })

  it('price and km ranges are min:max without $ or commas', () => {
    expect(routeSearchUrl({ ranges: { price: { min: 10000, max: 25000 } } }, search)).toBe('/search?price=10000:25000')
  })

  it('a URL round-trips through the state', () => {
    const url = '/search/toyota?query=hybrid&body=SUV,Hatch&price=5000:30000&km=:80000&sortBy=price_asc&page=2'
    expect(routeSearchUrl(routeSearchState(url, search, { makes: ['Toyota'] }), search, { makes: ['Toyota'] })).toBe(
      url,
    )
  })

  it('a preset page keeps its path while its preset holds and hides the preset parameter', () => {
    const state = routeSearchState('/7-seater-cars-for-sale?body=SUV', sevenSeaters)
    expect(state.refinements).toEqual({ body: ['SUV'], seats: ['7'] })
    expect(routeSearchUrl(state, sevenSeaters)).toBe('/7-seater-cars-for-sale?body=SUV')
  })

  it('/used-car/list stands for used stock; choosing a make moves to the general search with the preset kept', () => {
    expect(routeSearchState('/used-car/list', usedList).refinements).toEqual({ car_type: ['used'] })
    expect(routeSearchUrl({ refinements: { car_type: ['used'] } }, usedList)).toBe('/used-car/list')
    expect(routeSearchUrl({ refinements: { car_type: ['used'], make: ['Kia'] } }, usedList)).toBe(
      '/search/kia?car_type=used',
    )
  })

  it('leaving the preset leaves the preset page', () => {
    expect(routeSearchUrl({ refinements: {} }, sevenSeaters)).toBe('/search')
  })

  it('strips the /sites/{slug} fallback prefix', () => {
    expect(pathInSite('/sites/harbour-toyota/search/new-cars', '/sites/harbour-toyota')).toBe('/search/new-cars')
    expect(pathInSite('/search', '')).toBe('/search')
  })
})
