import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_GROUPS } from '@/admin/navigationGroups'
import { Cars } from '@collections/Cars'

/** Words a dealer's staff should never meet in the admin: code names, units of storage, the search vendor. */
const DEVELOPER_WORDS = [
  /_/,
  /Algolia/i,
  /Tenant/i,
  /\(cents\)/i,
  /\bcents\b/i,
  /\bspec\b/i,
  /§/,
  /\bIANA\b/,
  /\bE\.164\b/,
  /\bnvic\b/,
  /\b[a-z]+[A-Z][a-zA-Z]*\b/, // camelCase
]

let config: SanitizedConfig

beforeAll(async () => {
  process.env.PAYLOAD_SECRET ??= 'unit-test'
  process.env.DATABASE_URL ??= 'postgres://unit@127.0.0.1:1/unit'
  config = await (await import('@payload-config')).default
}, 60_000)

type Found = { where: string; text: string }

const textOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).filter((v) => typeof v === 'string')
  return []
}

/** Every label and description an editor reads, with where it sits, walking fields, tabs, groups, rows and arrays. */
function adminTexts(fields: Field[], path: string): Found[] {
  const found: Found[] = []
  for (const field of fields) {
    const name = 'name' in field ? field.name : ''
    const where = name ? `${path}.${name}` : path
    if ('admin' in field && field.admin && 'hidden' in field.admin && field.admin.hidden) continue
    if ('hidden' in field && field.hidden) continue
    // Plugin bookkeeping fields (`_watchTenant`) render nothing.
    if (name.startsWith('_')) continue
    if ('label' in field && field.label !== false)
      for (const text of textOf(field.label)) found.push({ where: `${where} label`, text })
    if ('admin' in field && field.admin && 'description' in field.admin)
      for (const text of textOf(field.admin.description)) found.push({ where: `${where} description`, text })
    if ('options' in field && Array.isArray(field.options))
      for (const option of field.options)
        // A plain string option is shown as it is stored.
        for (const text of typeof option === 'string' ? [option] : textOf(option.label)) found.push({ where, text })
    if ('fields' in field && Array.isArray(field.fields)) found.push(...adminTexts(field.fields, where))
    if (field.type === 'tabs')
      for (const tab of field.tabs) {
        for (const text of textOf(tab.label)) found.push({ where: `${where} tab`, text })
        found.push(...adminTexts(tab.fields, `${where}.${'name' in tab ? tab.name : String(tab.label)}`))
      }
  }
  return found
}

describe('admin labels and help texts are in plain dealer words', () => {
  it('every collection sits in one of the five menu groups', () => {
    const groups = Object.values(ADMIN_GROUPS) as string[]
    for (const collection of config.collections.filter((c) => !c.slug.startsWith('payload-')))
      expect(groups, collection.slug).toContain(collection.admin.group)
  })

  it('no field label, option or description contains a developer word', () => {
    const offending = config.collections
      .filter((c) => !c.slug.startsWith('payload-'))
      .flatMap((collection) => adminTexts(collection.fields, collection.slug))
      .filter(({ text }) => DEVELOPER_WORDS.some((word) => word.test(text)))
      .map(({ where, text }) => `${where}: ${text}`)
    expect(offending).toEqual([])
  })

  it('collection labels and descriptions are plain too', () => {
    const offending = config.collections
      .filter((c) => !c.slug.startsWith('payload-'))
      .flatMap((c) => [
        ...textOf(c.labels.plural),
        ...textOf(c.labels.singular),
        ...(typeof c.admin.description === 'string' ? [c.admin.description] : []),
      ])
      .filter((text) => DEVELOPER_WORDS.some((word) => word.test(text)))
    expect(offending).toEqual([])
  })

  it('every field of a car has a label written for dealers, not one made from its stored name', () => {
    const unlabelled: string[] = []
    const walk = (fields: Field[]) => {
      for (const field of fields) {
        if ('name' in field && !('label' in field && field.label)) unlabelled.push(field.name)
        if ('fields' in field && Array.isArray(field.fields)) walk(field.fields)
        if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields)
      }
    }
    walk(Cars.fields)
    expect(unlabelled).toEqual([])
  })
})
