/**
 * This process's jobs, shared between Payload's runner (inside Next's bundle: src/server/jobsDatabase.ts) and the
 * server's SIGTERM handler (scripts/serve.ts, outside it): hence on globalThis, and in a module that imports nothing
 * (serve.ts must not load pg before tracing patches it). A stopping server claims nothing more (`draining`) and, at
 * its grace deadline, hands back what it still runs (`handBack`), so another worker takes it at once instead of after
 * the lease (issue 40.1).
 */
export type ProcessJobs = {
  draining: boolean
  claimed: Set<number>
  /** Ids of claimed jobs still running here. */
  running?: () => Promise<number[]>
  /** Releases the claims of jobs still running here; returns their ids. */
  handBack?: () => Promise<number[]>
}

const PROCESS_JOBS = Symbol.for('dealer-platform.processJobs')

export function processJobs(): ProcessJobs {
  const holder = globalThis as { [PROCESS_JOBS]?: ProcessJobs }
  holder[PROCESS_JOBS] ??= { draining: false, claimed: new Set() }
  return holder[PROCESS_JOBS]
}
