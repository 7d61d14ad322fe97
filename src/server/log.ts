/**
 * One JSON object per line on stdout (stderr for errors), the format every log line of the server uses:
 * `{"time":"…","level":"info","msg":"…",…}`. Payload's own logger (pino, configured in payload.config.ts) writes
 * the same shape with numeric levels.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export function logLine(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + '\n'
  if (level === 'error') process.stderr.write(line)
  else process.stdout.write(line)
}

/** An error as plain JSON fields (name, message, code), never the whole object (it may carry query parameters). */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error)
    return { err: { name: err.name, message: err.message, code: (err as { code?: unknown }).code } }
  return { err: { message: String(err) } }
}
