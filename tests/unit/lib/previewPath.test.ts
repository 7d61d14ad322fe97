import { describe, expect, it, vi } from 'vitest'
import { PREVIEW_PATH_MAX_LENGTH, previewPath } from '../../../src/lib/previewPath'

// The route with a site and no signed-in user; draft mode as Next gives it. Next's own redirect() is kept: it throws
// the redirect the response is built from.
vi.mock('next/headers', () => ({ draftMode: async () => ({ enable: vi.fn(), disable: vi.fn() }) }))
vi.mock('@/data/staff', () => ({ signedInUser: async () => null }))
vi.mock('@/lib/siteRequest', () => ({ siteForRoute: async () => ({ site: { id: 1, slug: 'harbour-toyota' } }) }))

const { GET } = await import('../../../src/app/(site)/sites/[site]/preview/route')

const params = Promise.resolve({ site: '~harbour-toyota.localhost' })
const preview = (query: string) => GET(new Request(`http://harbour-toyota.localhost:3000/preview?${query}`), { params })
/** Where the route redirects to (Next's redirect() throws an error whose digest carries the URL). */
const redirectOf = async (query: string): Promise<string> => {
  try {
    await preview(query)
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2]!
    throw error
  }
  throw new Error('no redirect')
}

describe('issue 38.6: `/preview` validates `path` → 400', () => {
  it('"`/preview?path=` with a control character" answers 400 naming path (it answered 500 on every dealer host)', async () => {
    for (const query of ['path=/%0D%0ASet-Cookie:x=1', 'path=/cars%00', 'path=/%7F', 'path=/a%09b']) {
      const response = await preview(query)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(/^path: /)
    }
  })

  it('paths that leave the site and overlong paths answer 400; good paths still redirect inside the site', async () => {
    for (const query of [
      'path=//evil.example',
      'path=/\\evil.example',
      'path=https://evil.example',
      `path=/${'a'.repeat(2000)}`,
    ])
      expect((await preview(query)).status, query.slice(0, 40)).toBe(400)
    expect(await redirectOf('path=/contact-us')).toBe('/sites/harbour-toyota/contact-us')
    expect(await redirectOf('')).toBe('/sites/harbour-toyota')
  })

  it('the rule: a path inside the site, percent-encoded to plain ASCII, or an error naming path', () => {
    expect(previewPath(null)).toEqual({ path: '/' })
    expect(previewPath('')).toEqual({ path: '/' })
    expect(previewPath('/used-car/list?make=Toyota#top')).toEqual({ path: '/used-car/list?make=Toyota#top' })
    expect(previewPath('/café au lait')).toEqual({ path: '/caf%C3%A9%20au%20lait' })
    expect(previewPath('/a\nb')).toEqual({ error: 'path: no control characters' })
    expect(previewPath('/a\u0085b')).toEqual({ error: 'path: no control characters' })
    expect(previewPath('contact-us')).toHaveProperty('error')
    expect(previewPath('//evil.example')).toHaveProperty('error')
    expect(previewPath('/'.padEnd(PREVIEW_PATH_MAX_LENGTH + 1, 'a'))).toHaveProperty('error')
    expect(previewPath('/'.padEnd(PREVIEW_PATH_MAX_LENGTH, 'a'))).toHaveProperty('path')
  })
})
