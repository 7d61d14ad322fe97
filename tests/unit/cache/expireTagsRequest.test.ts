import { describe, expect, it } from 'vitest'
import { expireTagsOverHttp, expireTagsToken, tagsOf, validExpireTagsToken } from '@/cache/expireTagsRequest'

describe("a job's cache expiry goes through its own server, and only a holder of the secret can ask for it", () => {
  it('the token is an HMAC of PAYLOAD_SECRET: another secret, a guess or nothing is refused', () => {
    const token = expireTagsToken('s3cret')!
    expect(validExpireTagsToken(token, 's3cret')).toBe(true)
    expect(validExpireTagsToken(token, 'other')).toBe(false)
    expect(validExpireTagsToken('0'.repeat(64), 's3cret')).toBe(false)
    expect(validExpireTagsToken(null, 's3cret')).toBe(false)
    expect(validExpireTagsToken(token, undefined)).toBe(false)
  })

  it('the body names 1 to 1000 tags, each a short string', () => {
    expect(tagsOf({ tags: ['site:1:content', 'site:1:stock'] })).toEqual(['site:1:content', 'site:1:stock'])
    expect(tagsOf({ tags: [] })).toBeNull()
    expect(tagsOf({ tags: [1] })).toBeNull()
    expect(tagsOf({ tags: ['x'.repeat(257)] })).toBeNull()
    expect(tagsOf({ tags: Array.from({ length: 1001 }, (_, i) => `t${i}`) })).toBeNull()
    expect(tagsOf(null)).toBeNull()
  })

  it('with no server to ask (a CLI run), the call answers false instead of throwing', async () => {
    expect(await expireTagsOverHttp(['site:1:content'], { PAYLOAD_SECRET: 's', PORT: '1' })).toBe(false)
    expect(await expireTagsOverHttp(['site:1:content'], {})).toBe(false)
  })
})
