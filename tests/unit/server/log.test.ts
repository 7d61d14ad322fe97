import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../../src/server/log'
import { runInRequest } from '../../../src/server/requestContext'

function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text))
      done()
    },
  })
  return { lines, stream }
}

describe('"one JSON logger (pino, which Payload already uses) with the request id on every line" (issue 28.5)', () => {
  it('writes JSON lines with a level name and an ISO time', () => {
    const { lines, stream } = capture()
    createLogger({}, stream).info({ status: 200 }, 'request')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', status: 200 })
    expect(String(lines[0]!.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it('puts the request id on every line written while the request is served, also after an await', async () => {
    const { lines, stream } = capture()
    const log = createLogger({}, stream)
    log.info('before')
    await runInRequest({ requestId: 'req-42' }, async () => {
      log.info('first')
      await new Promise((resolve) => setTimeout(resolve, 5))
      log.warn({ siteId: 3 }, 'after an await')
    })
    log.info('after')
    expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
      ['before', undefined],
      ['first', 'req-42'],
      ['after an await', 'req-42'],
      ['after', undefined],
    ])
  })

  it('keeps two requests served at once apart', async () => {
    const { lines, stream } = capture()
    const log = createLogger({}, stream)
    const serve = (id: string, wait: number) =>
      runInRequest({ requestId: id }, async () => {
        await new Promise((resolve) => setTimeout(resolve, wait))
        log.info(id)
      })
    await Promise.all([serve('a', 10), serve('b', 1)])
    expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
      ['b', 'b'],
      ['a', 'a'],
    ])
  })

  it('follows LOG_LEVEL', () => {
    const { lines, stream } = capture()
    const log = createLogger({ LOG_LEVEL: 'warn' }, stream)
    log.info('hidden')
    log.error('shown')
    expect(lines.map((l) => l.msg)).toEqual(['shown'])
  })
})
