import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { Sites } from '../../../collections/Sites'
import { DEMO_SITES } from '../../../seed/demoSites'
import { demoSiteSettings } from '../../../seed/demoSettings'

type Setting = { path: string; kind: 'checkbox' | 'select'; defaultValue: unknown }

/** Every switch (checkbox) and choice (select) of the Sites collection, by dotted path, read from its config. */
function switchesOf(fields: Field[], prefix = ''): Setting[] {
  return fields.flatMap((field): Setting[] => {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : undefined
    switch (field.type) {
      case 'checkbox':
        return [{ path: path!, kind: 'checkbox', defaultValue: field.defaultValue ?? false }]
      case 'select':
        return [{ path: path!, kind: 'select', defaultValue: field.defaultValue ?? null }]
      case 'group':
        return switchesOf(field.fields, path ? `${path}.` : prefix)
      case 'row':
      case 'collapsible':
        return switchesOf(field.fields, prefix)
      case 'tabs':
        return field.tabs.flatMap((tab) =>
          switchesOf(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
        )
      default:
        // Arrays (domains, wording) are lists a dealer types, not switches.
        return []
    }
  })
}

const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as never)[key] : undefined), value)

/** A select with many values is the same setting whatever the order it was picked in. */
const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? JSON.stringify([...a].sort()) === JSON.stringify([...b].sort())
    : JSON.stringify(a) === JSON.stringify(b)

/**
 * Settings no demo site can show yet, and why. Each entry must still be at its default on every demo site (the test
 * below fails once one is shown, so the entry goes), and must name a setting that exists.
 */
const NOT_SHOWN: Record<string, string> = {
  'carPage.reserve':
    'Every demo site takes holds: the reserve, gated checkout and hold-limit suites each need one of them.',
}

const settings = switchesOf(Sites.fields)
const demos = DEMO_SITES.map((demo) => ({ slug: demo.slug, settings: demoSiteSettings(demo) }))

describe('issue 26.7 "Every setting visible in the demo": "Each setting the product has is turned on in at least one demo site"', () => {
  it('reads the switches and choices from the Sites collection (a new one joins this test by itself)', () => {
    const paths = settings.map((s) => s.path)
    for (const known of ['search.usedCarListRoute', 'cards.strictSaveRule', 'forms.saveValuation', 'forms.termsField'])
      expect(paths).toContain(known)
    expect(paths).toContain('forms.leadNotifications.enabled')
    expect(settings.length).toBeGreaterThan(50)
  })

  it.each(settings.filter((s) => !(s.path in NOT_SHOWN)).map((s) => [s.path, s] as const))(
    '%s differs from its default on at least one demo site',
    (path, setting) => {
      const shownOn = demos.filter(({ settings }) => {
        const value = at(settings, path)
        return value !== undefined && !same(value, setting.defaultValue)
      })
      expect(
        shownOn.map((d) => d.slug),
        `no demo site changes ${path} from ${JSON.stringify(setting.defaultValue)}`,
      ).not.toEqual([])
    },
  )

  it('each setting not shown yet is named with its reason, exists, and is still at its default everywhere', () => {
    for (const path of Object.keys(NOT_SHOWN)) {
      const setting = settings.find((s) => s.path === path)
      expect(setting, path).toBeDefined()
      for (const demo of demos) {
        const value = at(demo.settings, path)
        expect(value === undefined || same(value, setting!.defaultValue), `${path} on ${demo.slug}`).toBe(true)
      }
    }
  })

  it("the settings built last time are on somewhere: SEO copy, default images' sections, terms options, valuation save, the stricter compare rule, makes without finance, the /used-car/… routes", () => {
    const onSomewhere = (path: string) =>
      demos.some(({ settings }) => {
        const value = at(settings, path)
        return Array.isArray(value) ? value.length > 0 : Boolean(value)
      })
    for (const path of [
      'search.seoHeading',
      'search.seoFooter',
      'forms.testDriveTerms',
      'forms.saveValuation',
      'cards.strictSaveRule',
      'finance.disabledMakes',
      'search.usedCarListRoute',
    ])
      expect(onSomewhere(path), path).toBe(true)
    expect(demos.find((d) => d.slug === 'outback-caravans')!.settings.forms).toMatchObject({
      termsField: 'terms_conditions',
      termsMessage: 'long',
    })
  })
})

describe('issue 39.1: the demo sites deliver to outbox addresses, so the demo shows the real flow', () => {
  it("every demo site's leads have a destination: its CRM's ADF address and its sales team, on its own .example domain", () => {
    for (const demo of DEMO_SITES) {
      const forms = demoSiteSettings(demo).forms as {
        leadEmail?: string
        leadNotifications?: { enabled?: boolean; emails?: string[] }
      }
      expect(forms.leadEmail, demo.slug).toBe(`crm@${demo.slug}.example`)
      expect(forms.leadNotifications?.emails, demo.slug).toEqual([`sales@${demo.slug}.example`])
    }
  })
})
