/**
 * C0 control characters and DEL: never part of a name, slug, host, path or phone a person typed. Paths, headers and
 * logs treat them specially, so input holding one is refused (400 naming the field) rather than stored. The one
 * rule (issue 41.4).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/
/** The C1 controls (U+0080–U+009F): a header value or a URL cannot carry them as they are either. */
const C1_CONTROL_CHARACTER = /[\u0080-\u009F]/
/** The controls text typed over several lines may not keep: all of them but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** Whether text holds a C0 control or DEL; with `c1`, a C1 control as well (text bound for a header or URL). */
export function hasControlCharacter(value: string, options: { c1?: boolean } = {}): boolean {
  return CONTROL_CHARACTER.test(value) || (options.c1 === true && C1_CONTROL_CHARACTER.test(value))
}

/** Text a person typed over several lines (a lead's message) without its controls; tabs and line breaks stay. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTER_BUT_LINE_BREAKS, '')
}
