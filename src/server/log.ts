/**
 * The one logger of the server: pino, writing one JSON object per line, stdout (stderr for errors and worse),
 * `{"level":"info","time":"…","msg":"…",…}`. Every line written while a request is served carries its `requestId`
 * (src/server/requestContext.ts), whichever module wrote it. Payload logs through the same instance in production
 * (payload.config.ts), so its lines have the same shape and the same id.
 */
import pino, { type DestinationStream, type Logger } from 'pino'
import { type Environment, environment } from '@/config/env'
import { currentRequest } from './requestContext'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** The logger's options: level names (not pino's numbers) and ISO times, as the log has always been written. */
export function loggerOptions(level: string | undefined): pino.LoggerOptions {
  return {
    level: (LEVELS as readonly string[]).includes(level ?? '') ? level : 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const request = currentRequest()
      return request ? { requestId: request.requestId } : {}
    },
  }
}

/** A logger writing to `destination` (tests), or to stdout and, for errors, stderr. */
export function createLogger(env: Environment = environment(), destination?: DestinationStream): Logger {
  const streams =
    destination ??
    pino.multistream(
      [
        // Through process.stdout/stderr (not pino's own fd writer), so a line and the other output keep their order.
        { level: 'trace', stream: { write: (line: string) => process.stdout.write(line) } },
        { level: 'error', stream: { write: (line: string) => process.stderr.write(line) } },
      ],
      // Each line to the one stream of the highest level it reaches: errors only to stderr.
      { dedupe: true },
    )
  return pino(loggerOptions(env.LOG_LEVEL), streams)
}

const KEY = Symbol.for('dealer-platform.logger')
type Holder = { [KEY]?: Logger }

/** The process's logger (one for the custom server and Next's compiled code alike, hence globalThis). */
export function logger(): Logger {
  const holder = globalThis as Holder
  return (holder[KEY] ??= createLogger())
}

export function logLine(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  logger()[level](fields, msg)
}

/** An error as plain JSON fields (name, message, code), never the whole object (it may carry query parameters). */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error)
    return { err: { name: err.name, message: err.message, code: (err as { code?: unknown }).code } }
  return { err: { message: String(err) } }
}
