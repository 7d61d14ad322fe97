/**
 * C0 control characters and DEL: never part of a name, slug, host, path or phone a person typed. Paths, headers and
 * logs treat them specially, so input holding one is refused (400 naming the field) rather than stored. The one
 * rule (issue 41.4).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value)
}
