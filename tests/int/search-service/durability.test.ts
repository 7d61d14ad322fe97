import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { algoliasearch } from 'algoliasearch'
import { afterAll, describe, expect, it } from 'vitest'

const TSX = path.resolve('node_modules/.bin/tsx')
const MAIN = path.resolve('src/search-service/main.ts')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-durability-'))
const children: ChildProcess[] = []

/** Starts `tsx src/search-service/main.ts` in its own process group and waits for the ready line. */
async function startProcess(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(TSX, [MAIN], {
    env: {
      ...process.env,
      SEARCH_PORT: '0',
      SEARCH_DATA_DIR: dataDir,
      ALGOLIA_APP_ID: 'dur',
      SEARCH_ADMIN_KEY: 'admin',
      SEARCH_SEARCH_KEY: 'search',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`search service did not start: ${output}`)), 30_000)
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      const match = /search service listening on http:\/\/[^:]+:(\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`search service exited with ${code}: ${output}`)))
  })
  return { child, port }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    if (child.pid !== undefined) process.kill(-child.pid, signal)
  })
}

const client = (port: number) =>
  algoliasearch('dur', 'admin', { hosts: [{ url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http' }] })

afterAll(() => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined)
      process.kill(-child.pid, 'SIGKILL')
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('durability of the search service process', () => {
  it('keeps an acknowledged batch after kill -9 and a restart', async () => {
    const first = await startProcess()
    const objects = Array.from({ length: 500 }, (_, i) => ({
      objectID: `car-${i}`,
      make: i % 2 ? 'Kia' : 'Mazda',
      price: i,
    }))
    const [response] = await client(first.port).saveObjects({ indexName: 'cars', objects })
    expect(response.objectIDs).toHaveLength(500)
    await client(first.port).partialUpdateObject({
      indexName: 'cars',
      objectID: 'car-1',
      attributesToUpdate: { price: 999 },
    })
    await killGroup(first.child, 'SIGKILL')

    const second = await startProcess()
    const result = await client(second.port).searchSingleIndex({ indexName: 'cars', searchParams: { hitsPerPage: 0 } })
    expect(result.nbHits).toBe(500)
    expect(await client(second.port).getObject({ indexName: 'cars', objectID: 'car-1' })).toMatchObject({ price: 999 })

    // A clean stop snapshots, and the next start reads the snapshot.
    await client(second.port).deleteObject({ indexName: 'cars', objectID: 'car-0' })
    await killGroup(second.child, 'SIGTERM')
    expect(fs.readdirSync(dataDir)).toContain('snapshot.ndjson')
    const third = await startProcess()
    expect(
      (await client(third.port).searchSingleIndex({ indexName: 'cars', searchParams: { hitsPerPage: 0 } })).nbHits,
    ).toBe(499)
    await killGroup(third.child, 'SIGTERM')
  })
})
