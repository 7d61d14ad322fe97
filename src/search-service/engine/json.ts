/** Records and settings are plain JSON; these types keep the engine free of `any`. */
export type JsonPrimitive = string | number | boolean | null
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const pathCache = new Map<string, readonly string[]>()

function splitPath(path: string): readonly string[] {
  let parts = pathCache.get(path)
  if (parts === undefined) {
    parts = path.split('.')
    pathCache.set(path, parts)
  }
  return parts
}

/**
 * Every primitive value found at a dot path, descending through arrays at any level, so
 * `location.name` and `images.url` work on nested objects and arrays of objects.
 */
export function valuesAtPath(record: JsonObject, path: string): JsonPrimitive[] {
  const out: JsonPrimitive[] = []
  // Fast path: a top-level key (most attributes).
  if (Object.hasOwn(record, path)) {
    collect(record[path], out)
    return out
  }
  const parts = splitPath(path)
  if (parts.length === 1) return out
  walk(record, parts, 0, out)
  return out
}

function walk(value: JsonValue, parts: readonly string[], index: number, out: JsonPrimitive[]): void {
  if (index === parts.length) {
    collect(value, out)
    return
  }
  if (Array.isArray(value)) {
    for (const item of value) walk(item, parts, index, out)
    return
  }
  if (isJsonObject(value)) {
    const key = parts[index]
    if (Object.hasOwn(value, key)) walk(value[key], parts, index + 1, out)
  }
}

function collect(value: JsonValue | undefined, out: JsonPrimitive[]): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out)
    return
  }
  if (typeof value !== 'object') out.push(value)
}

/** The value at a dot path without flattening (for attributesToRetrieve and highlighting). */
export function valueAtPath(record: JsonObject, path: string): JsonValue | undefined {
  if (Object.hasOwn(record, path)) return record[path]
  let current: JsonValue | undefined = record
  for (const part of splitPath(path)) {
    if (!isJsonObject(current) || !Object.hasOwn(current, part)) return undefined
    current = current[part]
  }
  return current
}
