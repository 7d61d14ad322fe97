/**
 * The value a plain object holds under `key` itself, never one it inherits: a lookup table indexed by a query value
 * (`?body=toString`, `?make=__proto__`, `constructor`) must not answer with Object.prototype's members.
 */
export function ownValue<V>(table: Readonly<Record<string, V>> | null | undefined, key: string): V | undefined {
  return table != null && Object.hasOwn(table, key) ? table[key] : undefined
}
