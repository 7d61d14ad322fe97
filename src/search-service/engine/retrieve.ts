import { isJsonObject, valueAtPath, type JsonObject, type JsonValue } from './json'

function removePath(target: JsonObject, path: string): void {
  if (Object.hasOwn(target, path)) {
    delete target[path]
    return
  }
  const parts = path.split('.')
  let node: JsonValue | undefined = target
  for (let i = 0; i < parts.length - 1; i++) {
    if (!isJsonObject(node)) return
    node = node[parts[i]]
  }
  if (isJsonObject(node)) delete node[parts[parts.length - 1]]
}

function setPath(target: JsonObject, path: string, value: JsonValue, flat: boolean): void {
  if (flat) {
    target[path] = value
    return
  }
  const parts = path.split('.')
  let node = target
  for (let i = 0; i < parts.length - 1; i++) {
    const next = node[parts[i]]
    if (isJsonObject(next)) node = next
    else {
      const created: JsonObject = {}
      node[parts[i]] = created
      node = created
    }
  }
  node[parts[parts.length - 1]] = value
}

/**
 * The attributes of a hit per attributesToRetrieve (`*`, `-attr` exclusions, dot paths) minus
 * unretrievableAttributes; objectID is always kept. Never returns the stored object itself.
 */
export function retrieveAttributes(
  record: JsonObject,
  attributesToRetrieve: readonly string[],
  unretrievable: readonly string[],
): JsonObject {
  let out: JsonObject
  // A shallow copy is enough unless a nested attribute has to be removed from it.
  const nestedRemoval = [...attributesToRetrieve, ...unretrievable].some((p) => p.includes('.'))
  if (attributesToRetrieve.includes('*')) {
    out = nestedRemoval ? structuredClone(record) : { ...record }
    for (const entry of attributesToRetrieve) if (entry.startsWith('-')) removePath(out, entry.slice(1))
  } else {
    out = {}
    for (const path of attributesToRetrieve) {
      const value = valueAtPath(record, path)
      if (value !== undefined)
        setPath(out, path, nestedRemoval ? structuredClone(value) : value, Object.hasOwn(record, path))
    }
  }
  for (const path of unretrievable) removePath(out, path)
  out.objectID = record.objectID ?? null
  return out
}
