import { describe, expect, it } from 'vitest'
import { ALL_VEHICLES_THRESHOLD, modelMenuLinks, modelMenuTabs } from '@/domain/modelMenuLinks'

const model = (manufacturer_body: string) => ({ manufacturer_body })

describe('models mega-menu supplementary links depend on flags (content spec §2)', () => {
  it('Get Quote when its flag is on, else Contact Us', () => {
    expect(modelMenuLinks([])).toEqual([{ label: 'Contact Us', path: '/contact' }])
    expect(modelMenuLinks(['get-quote'])[0]).toEqual({ label: 'Get Quote', path: '/models/get-quote' })
  })

  it('adds All Models, Our Stock, Business Fleet, Book a Test Drive, myToyota Connect, Demonstrator Models, Toyota Connected in order', () => {
    const all = [
      'toyota-connected',
      'demonstrator-models',
      'mytoyota-connect',
      'book-test-drive',
      'business-fleet',
      'our-stock',
      'all-models',
      'get-quote',
    ]
    expect(modelMenuLinks(all).map((l) => l.label)).toEqual([
      'Get Quote',
      'All Models',
      'Our Stock',
      'Business Fleet',
      'Book a Test Drive',
      'myToyota Connect',
      'Demonstrator Models',
      'Toyota Connected',
    ])
  })

  it('Our Stock goes to the stock path the site gives', () => {
    expect(modelMenuLinks(['our-stock'], { stockPath: '/used-car/new-cars' })[1]).toEqual({
      label: 'Our Stock',
      path: '/used-car/new-cars',
    })
  })
})

describe('10 is the threshold size for All Vehicles (content spec §9)', () => {
  it('a range of 10 or more models gets All Vehicles plus the category tabs', () => {
    const range = [...Array(9).fill(model('SUVs & 4WDs')), model('Hatch & sedans')]
    expect(range).toHaveLength(ALL_VEHICLES_THRESHOLD)
    expect(modelMenuTabs(range)).toEqual(['All Vehicles', 'Hatch & sedans', 'SUVs & 4WDs'])
  })

  it('a smaller range is listed under All Vehicles alone', () => {
    expect(modelMenuTabs([model('SUVs & 4WDs'), model('Utes & Vans')])).toEqual(['All Vehicles'])
  })
})
