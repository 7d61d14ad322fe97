import { describe, expect, it } from 'vitest'
import { localeCarWords } from '@/domain/carWords'
import { generateStock } from '../../../seed/stock/generate'

// Issue 39.6: "the US seed's text is American ('tires', 'backup camera', etc.)".

describe("the US seed's text is American", () => {
  it('equipment names in US words, in the case they were written', () => {
    expect(localeCarWords('Reversing Camera', 'en-US')).toBe('Backup Camera')
    expect(localeCarWords('Tyre Pressure Monitoring', 'en-US')).toBe('Tire Pressure Monitoring')
    expect(localeCarWords('ISOFIX Child Seat Anchors', 'en-US')).toBe('LATCH Child Seat Anchors')
    expect(localeCarWords('Tow Bar', 'en-US')).toBe('Tow Hitch')
    expect(localeCarWords('Features include apple carplay, reversing camera.', 'en-US')).toBe(
      'Features include apple carplay, backup camera.',
    )
    expect(localeCarWords('New tyres fitted and a fresh service completed before delivery.', 'en-US')).toBe(
      'New tires installed and a fresh service completed before delivery.',
    )
    expect(localeCarWords('One owner from new with logbook history.', 'en-US')).toBe(
      'One owner from new with service records.',
    )
  })

  it('the Australian and New Zealand sites keep their words', () => {
    expect(localeCarWords('Reversing Camera, new tyres fitted', 'en-AU')).toBe('Reversing Camera, new tyres fitted')
    expect(localeCarWords('Bull Bar', 'en-NZ')).toBe('Bull Bar')
  })

  it('generated US stock has no tyres, reversing camera or logbook anywhere a shopper reads', () => {
    const cars = generateStock({
      kind: 'us',
      count: 300,
      seed: 7,
      dealershipSlug: 'lakeside-motors',
      now: new Date('2026-12-01T00:00:00Z'),
      locationNames: ['Lakeside Motors'],
    })
    const text = cars
      .flatMap((c) => [...(c.features ?? []), ...(c.standardEquipment ?? []), c.dealercomments ?? ''])
      .join('\n')
    expect(text).not.toMatch(/tyre|reversing camera|logbook|bull bar|satellite navigation|ISOFIX/i)
    expect(text).toMatch(/Backup Camera/)
  })
})
