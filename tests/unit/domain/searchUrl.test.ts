import { describe, expect, it } from 'vitest'
import {
  BODY_TYPES,
  bodyOfSlug,
  dealerStockUrl,
  formatRange,
  parseRange,
  searchStateFromUrl,
  searchStateToUrl,
  withRange,
  withRefinement,
  type SearchState,
} from '@/domain/searchUrl'

const makes = ['Toyota', 'Mercedes-Benz', 'Land Rover', 'BMW']
const models = ['RAV4', 'LandCruiser 300', 'C-HR']
const options = { makes, models, bodies: ['SUV', 'Ute'] }

describe('searchStateToUrl (spec §2: state held in query string: query, page, sortBy, one parameter per filter attribute)', () => {
  it('an empty state is /search', () => {
    expect(searchStateToUrl({})).toBe('/search')
    expect(searchStateToUrl({}, { basePath: '/search/new-used-and-demo-cars' })).toBe('/search/new-used-and-demo-cars')
  })

  it('writes query, one parameter per filter attribute, sortBy and page', () => {
    const state: SearchState = {
      query: 'white ute',
      page: 3,
      sortBy: 'cars_price_asc',
      refinements: { fuel: ['Diesel', 'Petrol'], state: ['WA'] },
    }
    expect(searchStateToUrl(state)).toBe(
      '/search?query=white%20ute&fuel=Diesel,Petrol&state=WA&sortBy=cars_price_asc&page=3',
    )
  })

  it('page 1 is left out', () => {
    expect(searchStateToUrl({ page: 1, refinements: { fuel: ['Diesel'] } })).toBe('/search?fuel=Diesel')
  })

  it('price range is written min:max without $ or commas', () => {
    expect(searchStateToUrl({ ranges: { price: { min: 10000, max: 25000 } } })).toBe('/search?price=10000:25000')
    expect(searchStateToUrl({ ranges: { km: { max: 50000 } } })).toBe('/search?km=:50000')
  })

  it('values containing commas are encoded so they survive the comma join', () => {
    const url = searchStateToUrl({ refinements: { price_range: ['$10,000 - $20,000', '$20,000 - $30,000'] } })
    expect(url).toBe('/search?price_range=%2410%2C000%20-%20%2420%2C000,%2420%2C000%20-%20%2430%2C000')
    expect(searchStateFromUrl(url).refinements?.price_range).toEqual(['$10,000 - $20,000', '$20,000 - $30,000'])
  })
})

describe('car_type and make move into the path (spec §2)', () => {
  it('/search/{new|used|demo}-cars for one car type', () => {
    expect(searchStateToUrl({ refinements: { car_type: ['new'] } })).toBe('/search/new-cars')
    expect(searchStateToUrl({ refinements: { car_type: ['used'] } })).toBe('/search/used-cars')
    expect(searchStateToUrl({ refinements: { car_type: ['demo'] } })).toBe('/search/demo-cars')
  })

  it('/search/new-and-demo-cars for new and demo, /search/new-used-and-demo-cars for all three', () => {
    expect(searchStateToUrl({ refinements: { car_type: ['demo', 'new'] } })).toBe('/search/new-and-demo-cars')
    expect(searchStateToUrl({ refinements: { car_type: ['used', 'demo', 'new'] } })).toBe(
      '/search/new-used-and-demo-cars',
    )
  })

  it('a car type pair without a path stays in the query string', () => {
    expect(searchStateToUrl({ refinements: { car_type: ['new', 'used'] } })).toBe('/search?car_type=new,used')
  })

  it('/search/{make} and /search/{make}/{model}; other filters are refinement lists in the query string', () => {
    expect(searchStateToUrl({ refinements: { make: ['Toyota'] } })).toBe('/search/toyota')
    expect(
      searchStateToUrl({
        refinements: { make: ['Toyota'], model: ['LandCruiser 300'], fuel: ['Diesel'] },
        ranges: { price: { min: 50000, max: 90000 } },
      }),
    ).toBe('/search/toyota/landcruiser-300?price=50000:90000&fuel=Diesel')
    expect(searchStateToUrl({ refinements: { make: ['Mercedes-Benz'] } })).toBe('/search/mercedes-benz')
  })

  it('with a make in the path, the car type goes to the query string', () => {
    expect(searchStateToUrl({ refinements: { make: ['Toyota'], car_type: ['used'] } })).toBe(
      '/search/toyota?car_type=used',
    )
  })

  it('several makes stay in the query string', () => {
    expect(searchStateToUrl({ refinements: { make: ['Toyota', 'BMW'], model: ['RAV4'] } })).toBe(
      '/search?make=Toyota,BMW&model=RAV4',
    )
  })
})

describe('searchStateFromUrl (URL → search state)', () => {
  it('reads car types from the path', () => {
    expect(searchStateFromUrl('/search/used-cars')).toEqual({ refinements: { car_type: ['used'] } })
    expect(searchStateFromUrl('/search/new-and-demo-cars/')).toEqual({ refinements: { car_type: ['demo', 'new'] } })
    expect(searchStateFromUrl('/search')).toEqual({})
  })

  it('reads make and model from the path, using the known names', () => {
    expect(searchStateFromUrl('/search/mercedes-benz', options)).toEqual({ refinements: { make: ['Mercedes-Benz'] } })
    expect(searchStateFromUrl('/search/toyota/landcruiser-300', options)).toEqual({
      refinements: { make: ['Toyota'], model: ['LandCruiser 300'] },
    })
    expect(searchStateFromUrl('/search/land-rover', { makes: [] })).toEqual({ refinements: { make: ['Land Rover'] } })
  })

  it('reads a body slug from the path (make and body tiles)', () => {
    expect(searchStateFromUrl('/search/suv', options)).toEqual({ refinements: { body: ['SUV'] } })
  })

  it('/search/{body}: body slugs (the spec body list) select the body, never a make named after them', () => {
    // Without the stock's values (the page title, before the search answers): the body's own name.
    expect(searchStateFromUrl('/search/suv')).toEqual({ refinements: { body: ['SUV'] } })
    expect(searchStateFromUrl('/search/ute', { makes })).toEqual({ refinements: { body: ['Ute'] } })
    expect(searchStateFromUrl('/search/cab-chassis')).toEqual({ refinements: { body: ['Cab Chassis'] } })
    expect(searchStateFromUrl('/search/people-mover?price=:30000')).toEqual({
      refinements: { body: ['People Mover'] },
      ranges: { price: { max: 30000 } },
    })
    // Other slugs stay makes.
    expect(searchStateFromUrl('/search/toyota')).toEqual({ refinements: { make: ['Toyota'] } })
    expect(searchStateFromUrl('/search/caravan')).toEqual({ refinements: { make: ['Caravan'] } })
  })

  it('bodyOfSlug: the stock value for a listed body when the stock has one, its name otherwise', () => {
    expect(BODY_TYPES).toHaveLength(18)
    expect(bodyOfSlug('suv', ['Hatch', 'SUV'])).toBe('SUV')
    expect(bodyOfSlug('SUV')).toBe('SUV')
    expect(bodyOfSlug('cabchassis', ['Cab Chassis'])).toBe('Cab Chassis')
    expect(bodyOfSlug('station-wagon', ['Station Wagon'])).toBe('Station Wagon')
    expect(bodyOfSlug('4x4')).toBe('4x4')
    expect(bodyOfSlug('light-truck')).toBe('Light Truck')
    expect(bodyOfSlug('toyota', ['SUV'])).toBeUndefined()
    expect(bodyOfSlug('off-road-caravan', ['Off-Road Caravan'])).toBeUndefined()
  })

  it('a known make wins over a body slug, and a model segment means a make', () => {
    expect(searchStateFromUrl('/search/ute', { makes: ['Ute'] })).toEqual({ refinements: { make: ['Ute'] } })
    expect(searchStateFromUrl('/search/van/x')).toEqual({ refinements: { make: ['Van'], model: ['X'] } })
  })

  it('reads query, page, sortBy, ranges and refinement lists; ignores unknown parameters', () => {
    expect(
      searchStateFromUrl(
        '/search/used-cars?query=white+ute&page=2&sortBy=latest&price=10000:25000&km=:50000&fuel=Diesel,Petrol&utm_source=x',
      ),
    ).toEqual({
      query: 'white ute',
      page: 2,
      sortBy: 'latest',
      ranges: { price: { min: 10000, max: 25000 }, km: { max: 50000 } },
      refinements: { car_type: ['used'], fuel: ['Diesel', 'Petrol'] },
    })
  })

  it('tolerates $ and commas in a range and drops a bad page', () => {
    expect(searchStateFromUrl('/search?price=$10,000:$25,000&page=abc')).toEqual({
      ranges: { price: { min: 10000, max: 25000 } },
    })
  })

  it('round-trips', () => {
    const states: SearchState[] = [
      {
        query: 'rav4 hybrid',
        page: 4,
        sortBy: 'price_desc',
        refinements: { car_type: ['used'], fuel: ['Hybrid'], seats: ['7'] },
        ranges: { price: { min: 0, max: 40000 } },
      },
      { refinements: { make: ['Toyota'], model: ['C-HR'], car_type: ['new'] } },
      {
        refinements: { car_type: ['demo', 'new', 'used'], colour: ['Glacier White'] },
        ranges: { year: { min: 2018, max: 2024 } },
      },
    ]
    for (const state of states) expect(searchStateFromUrl(searchStateToUrl(state, options), options)).toEqual(state)
  })
})

describe('range and refinement changes (spec §2: A price-range or km-range change sets that key to min:max and removes page)', () => {
  it('a price-range change sets price to min:max and removes page', () => {
    const next = withRange({ page: 5, refinements: { fuel: ['Diesel'] } }, 'price', { min: 5000, max: 20000 })
    expect(next.page).toBeUndefined()
    expect(searchStateToUrl(next)).toBe('/search?price=5000:20000&fuel=Diesel')
  })

  it('a km-range change sets km to min:max and removes page; clearing it removes the key', () => {
    const next = withRange({ page: 2, ranges: { km: { min: 0, max: 10000 } } }, 'km', { min: 1000, max: 60000 })
    expect(searchStateToUrl(next)).toBe('/search?km=1000:60000')
    expect(searchStateToUrl(withRange(next, 'km', null))).toBe('/search')
  })

  it('a refinement change also goes back to the first page', () => {
    const next = withRefinement({ page: 3 }, 'fuel', ['Electric'])
    expect(next).toEqual({ refinements: { fuel: ['Electric'] } })
    expect(withRefinement(next, 'fuel', [])).toEqual({ refinements: {} })
  })
})

describe('formatRange / parseRange', () => {
  it('writes and reads min:max', () => {
    expect(formatRange({ min: 1000.4, max: 2000 })).toBe('1000:2000')
    expect(parseRange('1000:2000')).toEqual({ min: 1000, max: 2000 })
    expect(parseRange('abc')).toBeNull()
    expect(parseRange(':')).toBeNull()
  })
})

describe("dealerStockUrl (spec §2: Car search filtered by dealership_slug, link labelled 'See more from this dealer')", () => {
  it('filters the search by dealership_slug', () => {
    expect(dealerStockUrl('acme-toyota')).toBe('/search?dealership_slug=acme-toyota')
  })
})
