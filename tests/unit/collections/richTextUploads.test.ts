import { describe, expect, it } from 'vitest'
import { richTextUploads } from '../../../collections/fields/richTextUploads'
import { mediaFileNameOf } from '@/lib/mediaFilePath'

/** Issue 27 "Another dealer's media through rich text": what the server checks is found wherever it is. */

describe('upload nodes of a rich-text value', () => {
  it('are found at any depth, by id or populated', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'upload', relationTo: 'media', value: 7 },
          {
            type: 'list',
            children: [{ type: 'listitem', children: [{ type: 'upload', relationTo: 'media', value: { id: 9 } }] }],
          },
          { type: 'upload', relationTo: 'stock-imports', value: '3' },
          { type: 'upload' },
        ],
      },
    }
    expect(richTextUploads(value)).toEqual([
      { relationTo: 'media', id: 7 },
      { relationTo: 'media', id: 9 },
      { relationTo: 'stock-imports', id: '3' },
      { relationTo: '', id: null },
    ])
  })

  it('are none in an empty or missing value', () => {
    expect(richTextUploads(null)).toEqual([])
    expect(richTextUploads({ root: { children: [{ type: 'paragraph', children: [] }] } })).toEqual([])
  })
})

describe('the media file a photo path names', () => {
  it('is the decoded file name of /api/media/file/{name}, never a path that climbs out', () => {
    expect(mediaFileNameOf('/api/media/file/yard-1.png')).toBe('yard-1.png')
    expect(mediaFileNameOf('/api/media/file/my%20car.jpg')).toBe('my car.jpg')
    expect(mediaFileNameOf('/api/media/file/..%2Fsecret')).toBeNull()
    expect(mediaFileNameOf('/api/media/file/%zz')).toBeNull()
    expect(mediaFileNameOf('/demo-photos/suv.jpg')).toBeNull()
    expect(mediaFileNameOf('/api/media/file/')).toBeNull()
  })
})
