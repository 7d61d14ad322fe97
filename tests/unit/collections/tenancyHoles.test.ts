import { describe, expect, it } from 'vitest'
import { richTextLinkAddresses, richTextReferences } from '../../../collections/fields/richTextUploads'
import { operatorMisfit } from '../../../collections/hooks/whereThroughRelations'
import { mediaReferenceOf } from '@/lib/mediaFilePath'

/** Issue 38.6, the tenancy holes: the pure parts (the attacks themselves: tests/int/tenancy-holes.test.ts). */

describe('media references in any field are parsed and normalised before they are matched', () => {
  it('query, fragment, encoded and dot segments, backslashes, empty segments and other hosts name the same file', () => {
    for (const reference of [
      '/api/media/file/x.png',
      '/api/media/file/x.png?x=1',
      '/api/media/file/x.png#top',
      '/api//media/./file/x.png/',
      '/api/media/file/a/../x.png',
      '/api/%6Dedia/file/a%2F..%2Fx.png',
      '\\api\\media\\file\\x.png',
      '/sites/metro/../../api/media/file/x.png',
      'https://metro-used-cars.example/api/media/file/x.png',
      '//metro-used-cars.example/api/media/file/x.png?w=400',
    ])
      expect(mediaReferenceOf(reference), reference).toBe('x.png')
  })

  it('a name that is no file name stays what it is, so it matches no media and is refused', () => {
    expect(mediaReferenceOf('/api/media/file/a%2Fb.png')).toBe('a/b.png')
    expect(mediaReferenceOf('/api/media/file/x%20y.png')).toBe('x y.png')
    expect(mediaReferenceOf('/api/media/file/bad%E0%A4%A.png')).toBe('bad%E0%A4%A.png')
  })

  it('anything that does not resolve to the media route is no media reference', () => {
    for (const reference of [
      '/api/media/file/',
      '/api/media/file/%2e%2e/x.png',
      '/demo-photos/a.jpg',
      'https://cdn.example.com/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'Our new showroom',
    ])
      expect(mediaReferenceOf(reference), reference).toBeNull()
  })
})

describe("rich-text relationships only to this site's own documents", () => {
  it('relationship nodes and internal links are found at any depth, by id or populated; custom links by address', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'relationship', relationTo: 'leads', value: 4 },
          {
            type: 'list',
            children: [
              {
                type: 'listitem',
                children: [
                  {
                    type: 'link',
                    fields: { linkType: 'internal', doc: { relationTo: 'offers', value: { id: 9 } } },
                    children: [],
                  },
                  { type: 'link', fields: { linkType: 'custom', url: '/api/media/file/x.png?x=1' }, children: [] },
                  { type: 'autolink', fields: { url: 'https://example.com/' }, children: [] },
                ],
              },
            ],
          },
          { type: 'relationship' },
        ],
      },
    }
    expect(richTextReferences(value)).toEqual([
      { relationTo: 'leads', id: 4 },
      { relationTo: 'offers', id: 9 },
      { relationTo: '', id: null },
    ])
    expect(richTextLinkAddresses(value)).toEqual(['/api/media/file/x.png?x=1', 'https://example.com/'])
  })
})

describe('where-operators that do not fit a field → 400 naming it', () => {
  it('refuses the geometric operators off a point, `all` anywhere, text matching on dates, checkboxes and points', () => {
    expect(operatorMisfit({ type: 'text' }, 'near')).toMatch(/not a point/)
    expect(operatorMisfit({ type: 'text' }, 'within')).toMatch(/not a point/)
    expect(operatorMisfit({ type: 'number' }, 'intersects')).toMatch(/not a point/)
    expect(operatorMisfit({ type: 'text' }, 'all')).toMatch(/'all'/)
    expect(operatorMisfit({ type: 'date' }, 'contains')).toMatch(/date field/)
    expect(operatorMisfit({ type: 'date' }, 'like')).toMatch(/date field/)
    expect(operatorMisfit({ type: 'checkbox' }, 'not_like')).toMatch(/checkbox field/)
    expect(operatorMisfit({ type: 'number' }, 'contains')).toMatch(/number field/)
  })

  it('lets the operators that fit through', () => {
    expect(operatorMisfit({ type: 'point' }, 'near')).toBeNull()
    expect(operatorMisfit({ type: 'text' }, 'contains')).toBeNull()
    expect(operatorMisfit({ type: 'relationship' }, 'contains')).toBeNull()
    expect(operatorMisfit({ type: 'number', hasMany: true }, 'contains')).toBeNull()
    expect(operatorMisfit({ type: 'number' }, 'like')).toBeNull()
    expect(operatorMisfit({ type: 'date' }, 'greater_than')).toBeNull()
  })
})
