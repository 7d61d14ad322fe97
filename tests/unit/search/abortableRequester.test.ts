import { describe, expect, it } from 'vitest'
import { abortableRequester, SEARCH_CALL_PARAM } from '@/search/client/abortableRequester'

const request = (url: string) => ({
  url,
  method: 'POST' as const,
  headers: { 'content-type': 'text/plain' },
  data: '{"requests":[]}',
  connectTimeout: 1_000,
  responseTimeout: 1_000,
})

/** A fetch that answers each call with the next status, or hangs until aborted for 'hang'. */
function fakeFetch(answers: Array<number | 'hang'>) {
  const urls: string[] = []
  const fetchImpl = ((url: string, init: RequestInit) => {
    urls.push(url)
    const answer = answers.shift()
    if (answer === 'hang')
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    return Promise.resolve(new Response('{"results":[]}', { status: answer ?? 200 }))
  }) as typeof fetch
  return { fetchImpl, urls }
}

describe('a newer search aborts the older one’s request (issue 39.7)', () => {
  it('sends the call without its tag, and aborting the call cancels its request', async () => {
    const { fetchImpl, urls } = fakeFetch(['hang'])
    const { requester, track } = abortableRequester(fetchImpl)
    const controller = new AbortController()
    const call = track(controller.signal)
    const tag = `${SEARCH_CALL_PARAM}=${call.queryParameters[SEARCH_CALL_PARAM]}`
    const sent = requester.send(request(`https://shop.test/search-api/1/indexes/*/queries?x-algolia-agent=a&${tag}`))
    await Promise.resolve()
    controller.abort()
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' })
    expect(urls).toEqual(['https://shop.test/search-api/1/indexes/*/queries?x-algolia-agent=a'])
    call.release()
  })

  it('tries a failed request once more before reporting it', async () => {
    const { fetchImpl, urls } = fakeFetch([503, 200])
    const { requester } = abortableRequester(fetchImpl)
    const response = await requester.send(request('https://shop.test/q'))
    expect(response).toMatchObject({ status: 200, isTimedOut: false })
    expect(urls).toHaveLength(2)
    const twice = fakeFetch([503, 502, 200])
    const failed = await abortableRequester(twice.fetchImpl).requester.send(request('https://shop.test/q'))
    expect(failed.status).toBe(502)
  })

  it('reports a request that outlives its timeout as timed out', async () => {
    const { fetchImpl } = fakeFetch(['hang', 'hang'])
    const { requester } = abortableRequester(fetchImpl)
    const response = await requester.send({ ...request('https://shop.test/q'), connectTimeout: 5 })
    expect(response).toMatchObject({ status: 0, isTimedOut: true })
  })
})
