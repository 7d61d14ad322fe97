import type { Environment } from '@/config/env'

/**
 * The custom server's off switches, read once at server start (scripts/serve.ts) or build step (scripts/start.ts,
 * scripts/compile-hints.ts). Every part is on unless its variable says off; why each one exists, with the figures
 * it was measured by, is in src/server/README.md.
 *
 * - `FRONT_CACHE=0`: scripts/serve.ts serves without the 5-second page front cache (pageFrontCache.ts).
 * - `PAINT_FIRST=0`: pages keep Next's framework scripts in their head (no paint-first rewrite, paintFirst.ts).
 * - `COMPILE_HINTS=0`: the build step adds no V8 compile hint to the start-up chunks (compileHints.ts). Hints a
 *   previous run already wrote stay in that build's chunks: a new `next build` is needed to be rid of them.
 *
 * `1`, `true`, `on` or unset/empty: on. `0`, `false`, `off`: off. Anything else stops the server rather than guess.
 */
export type ServerSwitches = { frontCache: boolean; paintFirst: boolean; compileHints: boolean }

export const SWITCH_VARIABLES = {
  frontCache: 'FRONT_CACHE',
  paintFirst: 'PAINT_FIRST',
  compileHints: 'COMPILE_HINTS',
} as const

const ON = new Set(['', '1', 'true', 'on'])
const OFF = new Set(['0', 'false', 'off'])

/** One switch: on unless the variable says off. Throws on a value that is neither. */
export function switchOn(name: string, value: string | undefined): boolean {
  if (value === undefined) return true
  const normalized = value.trim().toLowerCase()
  if (ON.has(normalized)) return true
  if (OFF.has(normalized)) return false
  throw new Error(`${name} must be 0 (off) or 1 (on), not "${value}".`)
}

export function serverSwitches(env: Environment): ServerSwitches {
  return {
    frontCache: switchOn(SWITCH_VARIABLES.frontCache, env[SWITCH_VARIABLES.frontCache]),
    paintFirst: switchOn(SWITCH_VARIABLES.paintFirst, env[SWITCH_VARIABLES.paintFirst]),
    compileHints: switchOn(SWITCH_VARIABLES.compileHints, env[SWITCH_VARIABLES.compileHints]),
  }
}

/** The variables of the parts that are off, for the server's start line (empty when everything is on). */
export function switchedOff(switches: ServerSwitches): string[] {
  return (Object.keys(SWITCH_VARIABLES) as Array<keyof ServerSwitches>)
    .filter((part) => !switches[part])
    .map((part) => `${SWITCH_VARIABLES[part]}=0`)
}
