import { observed } from './observe'

type Task = { slug: string; handler?: unknown }
type Handler = (args: { job: { id: number | string } }) => unknown

/**
 * A job task whose every run is timed (dealer_job_duration_seconds{task}) and traced as `job {slug}`, the database
 * and HTTP spans of the run nested under it. Applied to every task in payload.config.ts.
 */
export function observedTask<T extends Task>(task: T): T {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  const run: Handler = (args) =>
    observed('job', task.slug, { 'job.id': String(args.job.id) }, async () => (handler as Handler)(args))
  return { ...task, handler: run }
}
