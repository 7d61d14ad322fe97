import { describe, expect, it } from 'vitest'
import { carPageModel, type CarButton } from '@/components/car/detail/carPageModel'
import type { SiteCar } from '@/data/cars'
import { siteCarView } from '@/data/shapes/car'
import {
  customButtonLink,
  customButtonLinkError,
  SIDEBAR_BUTTONS,
  sidebarButtonOrder,
  type SidebarButtonKey,
} from '@/domain/sidebarButtons'
import { Sites } from '@collections/Sites'
import type { Site } from '@/payload-types'

/**
 * Issue 26.6(b), spec §2 "Sidebar buttons: Enquire, Car History Report (only when the car has a file), Finance,
 * Trade-In Valuation, Reserve, Test Drive, Call The Dealer, Payment methods, Online Purchase, Make an Offer, PDF
 * download. Layout differs per dealer." and content spec §1 overrides "custom sidebar buttons on a car page".
 */
const now = new Date('2026-11-24T00:00:00Z')

const car = {
  id: 7,
  slug: '2021-toyota-corolla-7',
  name: '2021 Toyota Corolla',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  status: 'in_stock',
  reserved: false,
  price: 25990,
  km: 41250,
  images: [{ url: '/api/media/file/a.jpg' }],
  features: [],
  standardEquipment: [],
  dealership: { id: 3, name: 'Harbour Toyota', slug: 'harbour-toyota', phone: '02 9999 1234' },
  location: null,
} as unknown as SiteCar

function buttons(sidebarButtons: unknown, basePath = '/sites/harbour-toyota', c: Partial<SiteCar> = {}): CarButton[] {
  const site = {
    id: 1,
    slug: 'harbour-toyota',
    name: 'Harbour Toyota',
    locale: 'en-AU',
    carPage: { sidebarButtons },
  } as unknown as Site
  return carPageModel({ car: siteCarView({ ...car, ...c } as SiteCar, site), site, basePath, now }).buttons
}
const ids = (list: CarButton[]) => list.map((b) => b.testId)

describe("spec §2 'Sidebar buttons … Layout differs per dealer': staff order the car page's buttons", () => {
  it('without a layout the buttons keep the default order', () => {
    expect(ids(buttons(undefined))).toEqual([
      'btn-enquire',
      'btn-finance',
      'btn-trade-in',
      'btn-reserve',
      'btn-test-drive',
      'btn-pdf',
    ])
    expect(ids(buttons([]))).toEqual(ids(buttons(undefined)))
  })

  it('listed buttons come first in the order listed; the rest follow in the default order', () => {
    expect(ids(buttons([{ button: 'test-drive' }, { button: 'pdf' }, { button: 'enquire' }]))).toEqual([
      'btn-test-drive',
      'btn-pdf',
      'btn-enquire',
      'btn-finance',
      'btn-trade-in',
      'btn-reserve',
    ])
  })

  it("a listed button the car does not qualify for stays hidden (spec §5: 'Reserve button requires availability')", () => {
    const sold = buttons([{ button: 'reserve' }, { button: 'enquire' }], '', { status: 'sold' })
    expect(ids(sold)).not.toContain('btn-reserve')
    expect(ids(sold)[0]).toBe('btn-enquire')
  })

  it('a button listed twice shows once, where it is first listed; unknown rows are ignored', () => {
    expect(ids(buttons([{ button: 'pdf' }, { button: 'nonsense' }, { button: 'pdf' }]))[0]).toBe('btn-pdf')
    expect(ids(buttons([{ button: 'pdf' }, { button: 'pdf' }])).filter((id) => id === 'btn-pdf')).toHaveLength(1)
  })
})

describe("content spec §1 overrides 'custom sidebar buttons on a car page': staff add their own buttons", () => {
  it('a custom button is a link with its label, placed where staff put it; a site path stays under the site', () => {
    const list = buttons([
      { button: 'enquire' },
      { button: 'custom', label: 'Book a Service', link: '/service' },
      { button: 'custom', label: 'Calculator', link: 'https://www.toyota.com.au/finance' },
    ])
    expect(ids(list).slice(0, 3)).toEqual(['btn-enquire', 'btn-custom-2', 'btn-custom-3'])
    expect(list[1]).toEqual({
      type: 'link',
      testId: 'btn-custom-2',
      label: 'Book a Service',
      href: '/sites/harbour-toyota/service',
      look: 'secondary',
      newTab: false,
    })
    expect(list[2]).toMatchObject({ href: 'https://www.toyota.com.au/finance', newTab: true })
  })

  it('a custom button without a label or with a link that is not a page or web address is not shown', () => {
    const list = buttons([
      { button: 'custom', label: '', link: '/service' },
      { button: 'custom', label: 'XSS', link: 'javascript:alert(1)' },
      { button: 'custom', label: 'Data', link: 'data:text/html,hi' },
      { button: 'custom', label: 'Other host', link: '//evil.example/x' },
    ])
    expect(ids(list).some((id) => id.startsWith('btn-custom'))).toBe(false)
  })

  it('links staff may use: site paths, http(s) addresses, tel: and mailto:; the admin refuses the rest', () => {
    expect(customButtonLink('/service')).toEqual({ href: '/service', external: false })
    expect(customButtonLink('https://a.example/x')).toEqual({ href: 'https://a.example/x', external: true })
    expect(customButtonLink('tel:0299991234')).toEqual({ href: 'tel:0299991234', external: false })
    expect(customButtonLink('mailto:sales@a.example')).toMatchObject({ external: false })
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      '//evil.example',
      '/\\evil.example',
      'ftp://x',
      'a b',
      '',
    ])
      expect(customButtonLink(bad), bad).toBeNull()
    expect(customButtonLinkError('javascript:alert(1)')).toMatch(/path on this site/)
    expect(customButtonLinkError('/service')).toBeNull()
  })

  it('the pure order rule: layout first, then the rest by SIDEBAR_BUTTONS', () => {
    const shown = new Map<SidebarButtonKey, string>(SIDEBAR_BUTTONS.map((k) => [k, k]))
    const order = sidebarButtonOrder(shown, [{ button: 'pdf' }, { button: 'custom', label: 'A', link: '/a' }], (l) => l)
    expect(order).toEqual(['pdf', 'A', ...SIDEBAR_BUTTONS.filter((k) => k !== 'pdf')])
  })

  it("the site setting offers every built-in button and 'My own button'", () => {
    const json = JSON.stringify(Sites.fields)
    const field = /"name":"sidebarButtons".*?"options":(\[.*?\])/.exec(json)
    const values = (JSON.parse(field![1]!) as { value: string }[]).map((o) => o.value)
    expect(values).toEqual([...SIDEBAR_BUTTONS, 'custom'])
  })
})
