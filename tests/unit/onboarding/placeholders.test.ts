import { describe, expect, it } from 'vitest'
import {
  fillPlaceholders,
  fillPlaceholdersDeep,
  placeholdersFromFacts,
  retellForSite,
} from '../../../src/onboarding/placeholders'
import { copyFromTemplate } from '../../../src/onboarding/templateCopy'
import { richText } from '../../../seed/richText'

const brighton = { siteName: 'Bayside Toyota', city: 'Brighton', state: 'VIC', dealerName: 'Bayside Toyota Brighton' }

describe('issue 26.5 "Templates with placeholders": a site created from a template says its own name, city and state', () => {
  it('fills each known placeholder, spaces inside the braces allowed; an unknown one stays as written', () => {
    expect(fillPlaceholders('Welcome to {{siteName}}, serving {{ city }} {{state}}.', brighton)).toBe(
      'Welcome to Bayside Toyota, serving Brighton VIC.',
    )
    expect(fillPlaceholders('Since {{foundedYear}} in {{city}}', brighton)).toBe('Since {{foundedYear}} in Brighton')
    expect(fillPlaceholders('{{phone}}', brighton)).toBe('{{phone}}')
  })

  it('fills every string of rich text (Lexical JSON) and blocks, leaving the template value unchanged', () => {
    const page = {
      title: 'About {{siteName}}',
      layout: [
        { blockType: 'hero', title: 'Oh what a feeling, in {{city}}', buttons: [{ label: 'Go', url: '/search' }] },
        { blockType: 'richText', content: richText([{ h2: 'Welcome to {{siteName}}' }, 'Serving {{city}} drivers.']) },
      ],
    }
    const filled = fillPlaceholdersDeep(page, brighton)
    expect(JSON.stringify(filled)).not.toContain('{{')
    expect(filled.title).toBe('About Bayside Toyota')
    expect(filled.layout[0]).toMatchObject({ title: 'Oh what a feeling, in Brighton', buttons: [{ url: '/search' }] })
    expect(JSON.stringify(filled.layout[1])).toContain('"text":"Serving Brighton drivers."')
    expect(page.title).toBe('About {{siteName}}')
  })

  it("the template's own facts become placeholders: whole words, longest first, case as stored", () => {
    const toPlaceholders = placeholdersFromFacts({
      siteName: ['Harbour Toyota'],
      dealerName: ['Harbour Toyota Camperdown'],
      city: ['Sydney', 'Camperdown', null],
      state: ['NSW'],
      phone: ['02 9550 1200'],
    })
    expect(toPlaceholders('Harbour Toyota Camperdown, part of Harbour Toyota, serving Sydney (NSW).')).toBe(
      '{{dealerName}}, part of {{siteName}}, serving {{city}} ({{state}}).',
    )
    expect(toPlaceholders('Call 02 9550 1200')).toBe('Call {{phone}}')
    // Not a whole word, or not the stored case: not the fact.
    expect(toPlaceholders('Sydneysiders love the harbour; NSWT')).toBe('Sydneysiders love the harbour; NSWT')
  })

  it('a Brighton VIC dealer made from a Sydney template speaks of Brighton in text fields and rich text only', () => {
    const text = retellForSite(
      { siteName: ['Harbour Toyota'], city: ['Sydney'], state: ['NSW'], siteSlug: ['harbour-toyota'] },
      { ...brighton, siteSlug: 'bayside-toyota' },
    )
    const template = {
      id: 4,
      title: 'About Harbour Toyota',
      metaDescription: 'Harbour Toyota: new Toyotas in Sydney, NSW.',
      layout: [
        {
          blockType: 'hero',
          title: 'Serving Sydney',
          buttons: [{ label: 'Reviews', url: 'https://g.page/r/harbour-toyota/review' }],
        },
        { blockType: 'richText', content: richText(['Harbour Toyota has helped Sydney drivers.']) },
      ],
      // Not a wording field: the site's clock is set from its state, never by a word swap.
      timeZone: 'Australia/Sydney',
    }
    const copy = copyFromTemplate(template, {
      drop: new Set(),
      retell: {
        text,
        paths: {
          text: new Set(['title', 'metaDescription', 'layout.title', 'layout.buttons.label', 'layout.buttons.url']),
          richText: new Set(['layout.content']),
        },
      },
    })
    expect(copy.title).toBe('About Bayside Toyota')
    expect(copy.metaDescription).toBe('Bayside Toyota: new Toyotas in Brighton, VIC.')
    expect(copy.layout[0]).toMatchObject({
      title: 'Serving Brighton',
      buttons: [{ url: 'https://g.page/r/bayside-toyota/review' }],
    })
    expect(JSON.stringify(copy.layout[1])).toContain('Bayside Toyota has helped Brighton drivers.')
    expect(JSON.stringify(copy.layout[1])).toContain('"type":"paragraph"')
    expect(copy.timeZone).toBe('Australia/Sydney')
    expect(copy).not.toHaveProperty('id')
  })
})
