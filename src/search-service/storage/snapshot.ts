import fs from 'node:fs'
import path from 'node:path'
import type { IndexState } from '../engine/engine'
import type { JsonObject } from '../engine/json'
import type { RecordSource } from '../engine/record-store'
import { readLines } from './line-reader'

export const SNAPSHOT_FILE = 'snapshot.ndjson'
const FORMAT = 2

/**
 * Line format: a header object, then per index an `index` object followed by one line per record,
 * `<objectID as JSON string>\t<record JSON>`. Records are read back as text and parsed only when
 * first used, so a restart does not parse 100k records up front.
 */
type ControlLine =
  | { readonly header: { format: number; seq: number; writtenAt: string } }
  | { readonly index: { name: string; settings: JsonObject; createdAt: string; updatedAt: string; replica: boolean } }

export interface LoadedSnapshot {
  readonly seq: number
  readonly indexes: IndexState[]
}

function fsyncPath(target: string): void {
  const fd = fs.openSync(target, 'r')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

const BATCH_BYTES = 1 << 20

/**
 * Writes the state as of `seq` to a temporary file, syncs it and renames it over the previous
 * snapshot, so a crash at any point leaves either the old or the new snapshot intact. Writes go
 * out in ~1 MB pieces with awaits in between, so searches keep being served meanwhile.
 */
export async function writeSnapshot(dataDir: string, seq: number, indexes: readonly IndexState[]): Promise<void> {
  const finalPath = path.join(dataDir, SNAPSHOT_FILE)
  const tempPath = `${finalPath}.tmp`
  const handle = await fs.promises.open(tempPath, 'w')
  try {
    let pending: string[] = []
    let pendingBytes = 0
    const write = async (line: string): Promise<void> => {
      pending.push(line, '\n')
      pendingBytes += line.length + 1
      if (pendingBytes >= BATCH_BYTES) await flush()
    }
    const flush = async (): Promise<void> => {
      if (pending.length === 0) return
      const text = pending.join('')
      pending = []
      pendingBytes = 0
      await handle.write(text)
    }
    const control = (line: ControlLine): Promise<void> => write(JSON.stringify(line))
    await control({ header: { format: FORMAT, seq, writtenAt: new Date().toISOString() } })
    for (const index of indexes) {
      await control({
        index: {
          name: index.name,
          settings: index.settings,
          createdAt: index.createdAt,
          updatedAt: index.updatedAt,
          replica: index.records === undefined,
        },
      })
      for (const [objectID, source] of index.records ?? []) {
        await write(`${JSON.stringify(objectID)}\t${typeof source === 'string' ? source : JSON.stringify(source)}`)
      }
    }
    await flush()
    await handle.sync()
  } finally {
    await handle.close()
  }
  await fs.promises.rename(tempPath, finalPath)
  fsyncPath(dataDir)
}

export async function readSnapshot(dataDir: string): Promise<LoadedSnapshot | undefined> {
  const file = path.join(dataDir, SNAPSHOT_FILE)
  if (!fs.existsSync(file)) return undefined
  let seq = 0
  const indexes: Array<{
    name: string
    settings: JsonObject
    createdAt: string
    updatedAt: string
    records?: Array<readonly [string, RecordSource]>
  }> = []
  await readLines(
    file,
    ({ text }) => {
      if (text.startsWith('"')) {
        const tab = text.indexOf('\t')
        const current = indexes[indexes.length - 1]
        if (tab < 0 || current?.records === undefined)
          throw new Error(`Snapshot ${file} has a record outside a primary index`)
        current.records.push([JSON.parse(text.slice(0, tab)) as string, text.slice(tab + 1)])
        return
      }
      const line = JSON.parse(text) as ControlLine
      if ('header' in line) {
        if (line.header.format !== FORMAT)
          throw new Error(`Unsupported snapshot format ${line.header.format} in ${file}`)
        seq = line.header.seq
      } else {
        const { name, settings, createdAt, updatedAt, replica } = line.index
        indexes.push({ name, settings, createdAt, updatedAt, ...(replica ? {} : { records: [] }) })
      }
    },
    () => {
      throw new Error(`Snapshot ${file} is truncated`)
    },
  )
  return { seq, indexes }
}
