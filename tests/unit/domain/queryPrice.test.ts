import { describe, expect, it } from 'vitest'
import { queryBoxText, queryPrice, withQueryPrice, withTypedQuery } from '@/domain/queryPrice'
import { searchStateFromUrl } from '@/domain/searchUrl'

describe('a price written in the query becomes a price range (issue 39.7)', () => {
  it.each([
    ['hybrid suv under 40000', { query: 'hybrid suv', max: 40000 }],
    ['under 40000', { query: '', max: 40000 }],
    ['below $25k', { query: '', max: 25000 }],
    ['toyota less than $30,000', { query: 'toyota', max: 30000 }],
    ['ute up to 45K', { query: 'ute', max: 45000 }],
    ['corolla max AU$22,500', { query: 'corolla', max: 22500 }],
    ['over 20000 diesel', { query: 'diesel', min: 20000 }],
    ['above US$15k', { query: '', min: 15000 }],
    ['at least $12,000 and under $18,000', { query: 'and', min: 12000, max: 18000 }],
  ])('%s', (text, expected) => {
    expect(queryPrice(text)).toEqual(expected)
  })

  it.each([
    ['20-30k', { query: '', min: 20000, max: 30000 }],
    ['suv $20k-$30k', { query: 'suv', min: 20000, max: 30000 }],
    ['20k to 30k hatch', { query: 'hatch', min: 20000, max: 30000 }],
    ['between 20000 and 30000', { query: '', min: 20000, max: 30000 }],
    ['mazda 20,000 – 30,000', { query: 'mazda', min: 20000, max: 30000 }],
  ])('the range %s', (text, expected) => {
    expect(queryPrice(text)).toEqual(expected)
  })

  it.each([
    'hybrid suv',
    'under 50000 km',
    'under 100,000 kms',
    'over 7 seats',
    'under 5 years old',
    '2018-2020 corolla',
    'from 2019',
    'toyota 86',
    'i30 n',
    '30-40k km',
    'between 40k and 20k',
  ])('%s names no price', (text) => {
    expect(queryPrice(text)).toBeNull()
  })

  it('moves the price into the state and keeps the other words; a range already chosen wins', () => {
    expect(withQueryPrice({ query: 'hybrid suv under 40000', page: 2 })).toEqual({
      query: 'hybrid suv',
      page: 2,
      ranges: { price: { max: 40000 } },
    })
    expect(withQueryPrice({ query: 'under 40000', ranges: { price: { min: 5000 }, km: { max: 9 } } })).toEqual({
      ranges: { price: { min: 5000 }, km: { max: 9 } },
    })
    const plain = { query: 'hybrid suv' }
    expect(withQueryPrice(plain)).toBe(plain)
  })

  it('a search URL with a price in its query searches that price range', () => {
    expect(searchStateFromUrl('/search?query=hybrid+suv+under+40000')).toEqual({
      query: 'hybrid suv',
      ranges: { price: { max: 40000 } },
    })
  })

  it('typed text: its price replaces the price range, its words are the query, back to page 1', () => {
    const state = { page: 3, ranges: { price: { max: 40000 } }, refinements: { body: ['SUV'] } }
    expect(withTypedQuery(state, 'hybrid under 30k')).toEqual({
      query: 'hybrid',
      ranges: { price: { max: 30000 } },
      refinements: { body: ['SUV'] },
    })
    expect(withTypedQuery(state, ' hybrid ')).toEqual({
      query: 'hybrid',
      ranges: { price: { max: 40000 } },
      refinements: { body: ['SUV'] },
    })
    expect(withTypedQuery({ query: 'x' }, '')).toEqual({})
  })

  it('the search box keeps the typed price while the state still searches it', () => {
    const state = { query: 'hybrid suv', ranges: { price: { max: 40000 } } }
    expect(queryBoxText('hybrid suv under 40000', state)).toBe('hybrid suv under 40000')
    expect(queryBoxText('hybrid suv under 40000', { query: 'hybrid suv' })).toBe('hybrid suv')
    expect(queryBoxText('hybrid', state)).toBe('hybrid suv')
    expect(queryBoxText('hybrid suv', state)).toBe('hybrid suv')
  })
})
