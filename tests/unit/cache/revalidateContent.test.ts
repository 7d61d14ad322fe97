import { beforeEach, describe, expect, it, vi } from 'vitest'

const expired: { tag: string; profile: unknown }[] = []
vi.mock('next/cache', () => ({ revalidateTag: (tag: string, profile: unknown) => void expired.push({ tag, profile }) }))

const { revalidateGroupCollection, revalidateShared, revalidateSite, revalidateSiteCollection } =
  await import('@/cache/revalidateContent')

type Args = Parameters<ReturnType<typeof revalidateSiteCollection>['afterChange']>[0]
const args = (
  doc: Record<string, unknown>,
  previousDoc: Record<string, unknown> = {},
  context: Record<string, unknown> = {},
) => ({ doc, previousDoc, req: { context }, context, collection: {}, operation: 'update' }) as unknown as Args

describe('publishing revalidates exactly the affected tags, at once', () => {
  beforeEach(() => void expired.splice(0))

  it("an offer change expires that site's offers tag only, immediately", () => {
    revalidateSiteCollection('offers').afterChange(
      args({ site: 3, _status: 'published' }, { site: 3, _status: 'published' }),
    )
    expect(expired).toEqual([{ tag: 'site:3:offers', profile: { expire: 0 } }])
  })

  it('moving a document between sites expires both', () => {
    revalidateSiteCollection('locations').afterChange(args({ site: { id: 4 } }, { site: 3 }))
    expect(expired.map((e) => e.tag).sort()).toEqual(['site:3:locations', 'site:4:locations'])
  })

  it('saving a draft of an unpublished page changes nothing shoppers see', () => {
    revalidateSiteCollection('pages').afterChange(args({ site: 3, _status: 'draft' }, { site: 3, _status: 'draft' }))
    expect(expired).toEqual([])
  })

  it('seeds and scripts set context.disableRevalidate', () => {
    revalidateSiteCollection('reviews').afterChange(args({ site: 3 }, {}, { disableRevalidate: true }))
    expect(expired).toEqual([])
  })

  it("a site's settings change expires the keys it is found by, before and after, and its settings read by id", () => {
    revalidateSite.afterChange(
      args(
        { id: 7, slug: 'new-slug', domains: [{ domain: 'acme.example' }] },
        { id: 7, slug: 'old-slug', domains: [] },
      ),
    )
    expect(expired.map((e) => e.tag)).toEqual([
      'site-key:new-slug',
      'site-key:new-slug.localhost',
      'site-key:acme.example',
      'site-key:old-slug',
      'site-key:old-slug.localhost',
      'site:7:settings',
    ])
  })

  it('a group item expires its group layer once, however many member sites show it', async () => {
    await revalidateGroupCollection('offers').afterChange(
      args({ group: 4, _status: 'published' }, { group: { id: 4 } }),
    )
    expect(expired.map((e) => e.tag)).toEqual(['group:4:offers'])
  })

  it('a group item moved to another group expires both layers; a site item expires no group layer', async () => {
    await revalidateGroupCollection('promo-tiles').afterChange(args({ group: 5 }, { group: 4 }))
    await revalidateGroupCollection('promo-tiles').afterChange(args({ site: 3 }, { site: 3 }))
    expect(expired.map((e) => e.tag)).toEqual(['group:5:promo-tiles', 'group:4:promo-tiles'])
  })

  it('shared reference lists have one tag', () => {
    revalidateShared('complaint-authorities').afterChange(args({ id: 1 }))
    expect(expired.map((e) => e.tag)).toEqual(['shared:complaint-authorities'])
  })
})
