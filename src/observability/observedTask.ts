import { observed } from './observe'

type Task = { slug: string; handler?: unknown }
type Handler = (args: { job: { id: number | string } }) => unknown

/**
 * A job task whose every run is timed (dealer_job_duration_seconds{task}) and traced as `job {slug}`, the database
 * and HTTP spans of the run nested under it; a run that throws is reported like a request's error (the log and
 * SENTRY_DSN, with the release: src/observability/errorReport.ts), then thrown on for Payload to retry or fail the
 * job. Applied to every task in payload.config.ts.
 */
export function observedTask<T extends Task>(task: T): T {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  const run: Handler = async (args) => {
    try {
      return await observed('job', task.slug, { 'job.id': String(args.job.id) }, async () => (handler as Handler)(args))
    } catch (error) {
      await reportJobError(error, task.slug, args.job.id)
      throw error
    }
  }
  return { ...task, handler: run }
}

async function reportJobError(error: unknown, task: string, jobId: number | string): Promise<void> {
  try {
    // Loaded when a job fails, not with the config: the reporter reads the environment and the log.
    const { reportError } = await import('./errorReport')
    await reportError(error, { kind: 'job', task, jobId: String(jobId) })
  } catch {
    // A reporter that fails must not replace the job's own error.
  }
}
