import { describe, expect, it } from 'vitest'
import type { Car } from '@/payload-types'
import {
  backoffMs,
  isRetryable,
  photoExtension,
  photoProblemText,
  photoReportLine,
  storedPhotoOrder,
} from '@/domain/feedPhotos'
import { carPhotoUrls } from '@/data/shapes/car'
import { isPhotoToCopy } from '@/photos/photoToCopy'
import { insertAfter } from '@/photos/plugin'

describe('issue 39.3: photos are ours', () => {
  it('copies feed addresses on other hosts only: relative addresses and our own media files are ours already', () => {
    expect(isPhotoToCopy('https://cdn.dms.example/123/1.jpg')).toBe(true)
    expect(isPhotoToCopy('http://cdn.dms.example/1.jpg')).toBe(true)
    expect(isPhotoToCopy('/demo-photos/suv-sky.svg')).toBe(false)
    expect(isPhotoToCopy('https://harbour-toyota.example.com/api/media/file/front.jpg')).toBe(false)
    expect(isPhotoToCopy('ftp://dms.example/1.jpg')).toBe(false)
    expect(isPhotoToCopy('')).toBe(false)
  })

  it('the site shows stored copies, never the DMS address; a car with none has no photo (the placeholder)', () => {
    const car = {
      photos: [{ id: 1, url: '/api/media/file/own.jpg' }],
      feedPhotos: [{ id: 2, url: '/api/media/file/feed-1-abc.jpg' }, 3],
      images: [{ url: 'https://cdn.dms.example/1.jpg' }, { url: '/demo-photos/suv-sky.svg' }],
    } as unknown as Car
    expect(carPhotoUrls(car)).toEqual([
      '/api/media/file/own.jpg',
      '/api/media/file/feed-1-abc.jpg',
      '/demo-photos/suv-sky.svg',
    ])
    expect(carPhotoUrls({ photos: [], images: [{ url: 'https://cdn.dms.example/1.jpg' }] } as unknown as Car)).toEqual(
      [],
    )
  })

  it("keeps the feed's order and shows one media once when two addresses had the same bytes", () => {
    const stored = new Map([
      ['a', 10],
      ['b', 11],
      ['a-copy', 10],
    ])
    expect(storedPhotoOrder(['b', 'missing', 'a', 'a-copy'], stored)).toEqual([11, 10])
  })

  it('accepts JPEG, PNG, WebP and AVIF only (no SVG from a feed)', () => {
    expect(photoExtension('image/jpeg; charset=binary')).toBe('jpg')
    expect(photoExtension('IMAGE/PNG')).toBe('png')
    expect(photoExtension('image/webp')).toBe('webp')
    expect(photoExtension('image/avif')).toBe('avif')
    expect(photoExtension('image/svg+xml')).toBeNull()
    expect(photoExtension('text/html')).toBeNull()
    expect(photoExtension(undefined)).toBeNull()
  })

  it("retries the host's trouble with doubling back-off, not the photo's", () => {
    expect(isRetryable({ kind: 'status', status: 503 })).toBe(true)
    expect(isRetryable({ kind: 'status', status: 429 })).toBe(true)
    expect(isRetryable({ kind: 'unreachable' })).toBe(true)
    expect(isRetryable({ kind: 'timeout', seconds: 30 })).toBe(true)
    expect(isRetryable({ kind: 'status', status: 404 })).toBe(false)
    expect(isRetryable({ kind: 'type', contentType: 'text/html' })).toBe(false)
    expect(isRetryable({ kind: 'too-large', maxBytes: 1 })).toBe(false)
    const fixed = { baseMs: 500, maxMs: 8000, random: () => 0.5 }
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, fixed))).toEqual([500, 1000, 2000, 4000, 8000, 8000])
    expect(backoffMs(1, { ...fixed, random: () => 0 })).toBe(400)
    expect(backoffMs(1, { ...fixed, random: () => 1 })).toBe(600)
  })

  it('says why a photo could not be fetched in plain words, and sums up the report', () => {
    expect(photoProblemText({ kind: 'status', status: 404 })).toBe(
      "The photo is gone from the feed's host (it answered 404).",
    )
    expect(photoProblemText({ kind: 'too-large', maxBytes: 15 * 1024 * 1024 })).toBe('The photo is larger than 15 MB.')
    expect(photoProblemText({ kind: 'address', problem: 'is a private address' })).toBe(
      'The photo address is a private address.',
    )
    expect(photoReportLine({ photos: 10, stored: 10, failed: 0, problems: [] })).toBe('10 of 10 photos stored')
    expect(
      photoReportLine({
        photos: 10,
        stored: 7,
        failed: 3,
        problems: [
          { car: 1, title: 'x', stocknum: null, photos: [] },
          { car: 2, title: 'y', stocknum: null, photos: [] },
        ],
      }),
    ).toBe('7 of 10 photos stored; 3 could not be fetched (2 cars), tried again at the next import')
  })

  it('the plugin puts its fields after the named field, inside tabs too', () => {
    const fields = insertAfter(
      [
        { name: 'a', type: 'text' },
        { type: 'tabs', tabs: [{ label: 'Photos', fields: [{ name: 'images', type: 'text' }] }] },
      ],
      'images',
      [{ name: 'feedPhotos', type: 'text' }],
    )
    const tabs = fields[1] as { tabs: { fields: { name: string }[] }[] }
    expect(tabs.tabs[0]!.fields.map((f) => f.name)).toEqual(['images', 'feedPhotos'])
  })
})
