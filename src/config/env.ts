import type { EnvironmentVariable, NEXT_OWN_VARIABLES } from './environment'

/**
 * The one reader of `process.env` in product code (issue 28; eslint.config.mjs fails on any other read). Every read
 * happens when a function here is called, never at import, so code that read at call time still does, and a module
 * that read while loading still does by calling at its top level. Type imports only: client bundles include this
 * file (src/search/carIndexSettings.ts, src/lib/imageProps.ts), and must not carry zod and the schema with it.
 *
 * Only declared names go through: a typo is a type error. Values stay strings; the module that uses one parses it.
 */

export type KnownVariable = EnvironmentVariable | (typeof NEXT_OWN_VARIABLES)[number]

/** The process's environment as a module sees it; functions take one as a parameter so tests can hand in their own. */
export type Environment = Readonly<Partial<Record<KnownVariable, string>>>

/**
 * Next replaces these at build time where it bundles the code (NODE_ENV everywhere, NEXT_RUNTIME per runtime,
 * IMAGE_REMOTE_HOSTS through next.config.ts `env`), and only where the code names them as members of `process.env`:
 * a read by a name held in a variable would give the server's value, or none in a browser. They have their own
 * functions below, each written that way.
 */
type InlinedByNext = 'NODE_ENV' | 'NEXT_RUNTIME' | 'IMAGE_REMOTE_HOSTS'

/** The process's environment (Next's polyfill in a browser), or none where there is no `process`. */
const live = (): Environment => (typeof process === 'undefined' ? {} : process.env)

/** A variable's value now. */
export function env(name: Exclude<KnownVariable, InlinedByNext>): string | undefined {
  return live()[name]
}

/** The whole environment now (the live object, not a copy), for functions that take one. */
export function environment(): Environment {
  return live()
}

/** Sets a variable the process has not been given, before the code that reads it runs (scripts/migrate.ts). */
export function defaultEnv(name: Exclude<KnownVariable, InlinedByNext>, value: string): void {
  process.env[name] ??= value
}

/**
 * For the one-shot steps that must talk to the database itself, not through a pooler in transaction mode (migrate,
 * prepare-db, backup, restore): DATABASE_URL becomes DATABASE_DIRECT_URL when that is set, before anything connects.
 * Servers never call it: their DATABASE_URL is the pooler's.
 */
export function useDirectDatabaseUrl(): void {
  const direct = process.env.DATABASE_DIRECT_URL?.trim()
  if (direct) process.env.DATABASE_URL = direct
}

/** NODE_ENV, inlined by Next at build time in bundled code; read at run time elsewhere (tsx, vitest). */
export const nodeEnv = (): string | undefined => process.env.NODE_ENV

/** 'nodejs' or 'edge' inside Next's server bundles (inlined per runtime); unset in scripts and tests. */
export const nextRuntime = (): string | undefined => process.env.NEXT_RUNTIME

/** IMAGE_REMOTE_HOSTS as next.config.ts normalised it at build time, the same list in the browser and the server. */
export const builtImageRemoteHosts = (): string | undefined => process.env.IMAGE_REMOTE_HOSTS
