import fs from 'node:fs'
import path from 'node:path'
import { SearchEngine } from '../engine/engine'
import type { Mutation } from '../engine/mutations'
import { readLines } from './line-reader'
import { INDEX_IMAGE_FILE, readIndexImage, writeIndexImage } from './index-image-file'
import { readSnapshot, writeSnapshot } from './snapshot'
import { WriteLog } from './write-log'

const SEGMENT = /^wal-(\d+)\.log$/

/** One line of the write-ahead log: the task id (sequence number) and what was applied. */
interface LogEntry {
  readonly seq: number
  readonly mutation: Mutation
}

export interface DurableEngineOptions {
  readonly dataDir: string
  /** How often to snapshot when something changed; default 60 s. */
  readonly snapshotEveryMs?: number
  /** Snapshot early once the log passes this size; default 64 MB (bounds replay after a crash). */
  readonly maxLogBytes?: number
  readonly log?: (message: string) => void
  /**
   * Test switch (SEARCH_TASK_PENDING_MS): a write is logged at once but only becomes visible, and its task
   * `published`, this many ms later, as on Algolia, where indexing is asynchronous. Suites run with it on to prove
   * the app never reads its own write before waiting for the task. 0 (the default) publishes on commit.
   */
  readonly taskPendingMs?: number
}

export interface SnapshotOptions {
  /** Also the structure images (default true). */
  readonly images?: boolean
}

/**
 * The timer's and the log size's snapshots leave the structure images out: exporting and encoding them is
 * synchronous and stopped every search for 1.2 s at 250,000 records (npm run bench:snapshot). They are written at
 * close and by an explicit snapshot; after a crash the start-up rebuilds the structures instead.
 */
const WITHOUT_IMAGES: SnapshotOptions = { images: false }

function segmentName(startSeq: number): string {
  return `wal-${String(startSeq).padStart(12, '0')}.log`
}

function segmentsIn(dataDir: string): Array<{ file: string; start: number }> {
  return fs
    .readdirSync(dataDir)
    .map((file) => ({ file, match: SEGMENT.exec(file) }))
    .filter((s): s is { file: string; match: RegExpExecArray } => s.match !== null)
    .map((s) => ({ file: path.join(dataDir, s.file), start: Number(s.match[1]) }))
    .sort((a, b) => a.start - b.start)
}

/**
 * The engine plus durability: each write is applied, appended to the write-ahead log and synced
 * before `commit` resolves; snapshots bound the log; start-up loads the snapshot and replays the
 * log after it.
 */
export class DurableEngine {
  private seq = 0
  private snapshotSeq = 0
  /** The seq of the structure images on disk (INDEX_IMAGE_FILE); a start-up uses them only if they match the snapshot. */
  private imageSeq = -1
  private log: WriteLog
  private timer: NodeJS.Timeout | undefined
  private snapshotting: Promise<void> | undefined
  private written = 0
  private closed = false
  /** The last task applied to the engine (searches see it); below `seq` only with taskPendingMs. */
  private publishedSeq = 0
  /** Logged writes waiting for their publication time, in task order. */
  private pending: Array<{ seq: number; mutation: Mutation; due: number }> = []
  private publishTimer: NodeJS.Timeout | undefined

  private constructor(
    readonly engine: SearchEngine,
    private readonly options: DurableEngineOptions,
    seq: number,
    snapshotSeq: number,
  ) {
    this.seq = seq
    this.publishedSeq = seq
    this.snapshotSeq = snapshotSeq
    this.log = WriteLog.openSync(path.join(options.dataDir, segmentName(seq + 1)))
    const every = options.snapshotEveryMs ?? 60_000
    if (every > 0) {
      this.timer = setInterval(() => void this.snapshotIfChanged(WITHOUT_IMAGES), every)
      this.timer.unref()
    }
  }

  static async open(options: DurableEngineOptions): Promise<DurableEngine> {
    const say = options.log ?? (() => undefined)
    const started = performance.now()
    fs.mkdirSync(options.dataDir, { recursive: true })
    const engine = new SearchEngine()
    // Structures are built once after replay, in bulk, rather than per replayed write.
    engine.warmOnWrite = false
    const snapshot = await readSnapshot(options.dataDir)
    let seq = 0
    let restored = 0
    let imageSeq = -1
    if (snapshot !== undefined) {
      for (const index of snapshot.indexes) engine.loadIndex(index)
      engine.linkReplicas()
      seq = snapshot.seq
      // Structures saved with this very snapshot spare re-tokenising every record.
      const image = await readIndexImage(path.join(options.dataDir, INDEX_IMAGE_FILE))
      if (image !== undefined && image.seq === snapshot.seq) {
        restored = engine.restoreStructures(image.stores)
        imageSeq = image.seq
      }
    }
    const snapshotSeq = seq
    const snapshotLoaded = performance.now()
    let replayed = 0
    for (const segment of segmentsIn(options.dataDir)) {
      let validBytes = 0
      await readLines(
        segment.file,
        ({ text, end }) => {
          let entry: LogEntry
          try {
            entry = JSON.parse(text) as LogEntry
          } catch {
            say(`search service: skipping an unreadable line in ${segment.file}`)
            return
          }
          validBytes = end
          if (entry.seq <= seq) return
          engine.apply(entry.mutation)
          seq = entry.seq
          replayed++
        },
        () => {
          // A torn final write (crash mid-append) was never acknowledged: cut it off so later appends stay line-aligned.
          say(`search service: truncating an incomplete write at the end of ${segment.file}`)
          fs.truncateSync(segment.file, validBytes)
        },
      )
    }
    const replayDone = performance.now()
    engine.warmUp()
    engine.warmOnWrite = true
    const durable = new DurableEngine(engine, options, seq, snapshotSeq)
    durable.imageSeq = imageSeq
    const seconds = (from: number, to: number): string => ((to - from) / 1000).toFixed(2)
    say(
      `search service: recovered ${engine.list().length} indexes in ${seconds(started, performance.now())} s ` +
        `(snapshot ${seconds(started, snapshotLoaded)} s with ${restored} restored index images, ${replayed} logged writes ${seconds(snapshotLoaded, replayDone)} s, indexing ${seconds(replayDone, performance.now())} s)`,
    )
    return durable
  }

  /** The task id of the last write. */
  get lastTaskID(): number {
    return this.seq
  }

  /** Whether a task's write is visible to searches (Algolia's `published`). */
  isPublished(taskID: number): boolean {
    return taskID <= this.publishedSeq
  }

  /** Applies a prepared mutation (later, with taskPendingMs) and resolves with its task id once it is on disk. */
  async commit(mutation: Mutation): Promise<number> {
    if (this.closed) throw new Error('search service is shutting down')
    const seq = ++this.seq
    const delay = this.options.taskPendingMs ?? 0
    if (delay > 0) {
      this.pending.push({ seq, mutation, due: Date.now() + delay })
      this.schedulePublish()
    } else {
      this.engine.apply(mutation)
      this.publishedSeq = seq
    }
    const entry: LogEntry = { seq, mutation }
    await this.log.append(`${JSON.stringify(entry)}\n`)
    if (this.log.size > (this.options.maxLogBytes ?? 64 << 20)) void this.snapshotIfChanged(WITHOUT_IMAGES)
    return seq
  }

  private schedulePublish(): void {
    if (this.publishTimer !== undefined || this.pending.length === 0) return
    this.publishTimer = setTimeout(
      () => {
        this.publishTimer = undefined
        // One write per turn of the event loop: requests (a client polling its task) are answered in between.
        this.publishDue(Date.now(), 1)
        this.schedulePublish()
      },
      Math.max(0, this.pending[0].due - Date.now()),
    )
  }

  /** Applies up to `limit` pending writes due by `now` (every one with Infinity), in task order. */
  private publishDue(now: number, limit = Infinity): void {
    for (let n = 0; n < limit && this.pending.length > 0 && this.pending[0].due <= now; n++) {
      const { seq, mutation } = this.pending.shift()!
      this.engine.apply(mutation)
      this.publishedSeq = seq
    }
  }

  /** Resolves once no snapshot is being written (one may start in the background after big writes). */
  async settled(): Promise<void> {
    while (this.snapshotting !== undefined) await this.snapshotting
  }

  /**
   * Snapshots unless nothing was written since the last one. Checked after any snapshot being written has finished:
   * at 250,000 records one takes longer than the timer's minute, and each tick that came meanwhile used to queue one
   * more snapshot of the same state (minutes of a core after a full reindex).
   */
  async snapshotIfChanged(options: SnapshotOptions = {}): Promise<void> {
    while (this.snapshotting !== undefined) await this.snapshotting
    if (this.seq !== this.snapshotSeq) await this.snapshot(options)
  }

  /** Snapshots written since this process started. */
  get snapshotsWritten(): number {
    return this.written
  }

  /** Writes a snapshot of the current state and drops the log segments it covers. */
  async snapshot(options: SnapshotOptions = {}): Promise<void> {
    while (this.snapshotting !== undefined) await this.snapshotting
    const run = this.runSnapshot(options.images ?? true)
    this.snapshotting = run
    try {
      await run
    } finally {
      this.snapshotting = undefined
    }
  }

  private async runSnapshot(withImages: boolean): Promise<void> {
    // A snapshot holds every logged write: pending ones (taskPendingMs) are published now rather than lost.
    this.publishDue(Infinity)
    // Capture the state and switch to a new log segment in one synchronous step, so every write
    // is either in the snapshot or in the new segment.
    const seq = this.seq
    const state = this.engine.exportState()
    const images = withImages ? this.engine.exportStructures() : undefined
    const previous = this.log
    const newSegment = path.join(this.options.dataDir, segmentName(seq + 1))
    if (newSegment !== previous.path) this.log = WriteLog.openSync(newSegment)
    if (this.log !== previous) await previous.close()
    await writeSnapshot(this.options.dataDir, seq, state)
    if (images !== undefined) {
      await writeIndexImage(this.imagePath, seq, images)
      this.imageSeq = seq
    }
    this.snapshotSeq = seq
    this.written++
    for (const segment of segmentsIn(this.options.dataDir)) {
      if (segment.file !== this.log.path && segment.start <= seq) fs.rmSync(segment.file, { force: true })
    }
  }

  private get imagePath(): string {
    return path.join(this.options.dataDir, INDEX_IMAGE_FILE)
  }

  /** The structure images of the state the last snapshot holds (nothing was written since: close checks). */
  private async writeImagesAlone(): Promise<void> {
    const seq = this.snapshotSeq
    await writeIndexImage(this.imagePath, seq, this.engine.exportStructures())
    this.imageSeq = seq
  }

  /** Final snapshot, then release the log. */
  async close(): Promise<void> {
    if (this.closed) return
    if (this.timer !== undefined) clearInterval(this.timer)
    if (this.publishTimer !== undefined) clearTimeout(this.publishTimer)
    this.publishDue(Infinity)
    await this.snapshotIfChanged()
    // Nothing written since a timer's snapshot, which left the images out: add them, so the next start is fast.
    if (this.imageSeq !== this.snapshotSeq && this.snapshotSeq > 0) await this.writeImagesAlone()
    this.closed = true
    await this.log.close()
  }
}
