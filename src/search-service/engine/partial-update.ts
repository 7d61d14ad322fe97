import { isJsonObject, type JsonObject, type JsonValue } from './json'
import { InvalidRequestError } from './settings'

const OPERATIONS = new Set(['Increment', 'Decrement', 'Add', 'Remove', 'AddUnique', 'IncrementFrom', 'IncrementSet'])

function isOperation(value: JsonValue): value is { _operation: string; value: JsonValue } {
  return isJsonObject(value) && typeof value._operation === 'string'
}

function sameJson(a: JsonValue, b: JsonValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function applyOperation(
  current: JsonValue | undefined,
  operation: string,
  operand: JsonValue,
  attribute: string,
): JsonValue | undefined {
  const asNumber = (v: JsonValue | undefined): number => (typeof v === 'number' ? v : 0)
  switch (operation) {
    case 'Increment':
    case 'Decrement': {
      if (typeof operand !== 'number')
        throw new InvalidRequestError(`${operation} on ${attribute} needs a numeric value`)
      return asNumber(current) + (operation === 'Increment' ? operand : -operand)
    }
    case 'IncrementFrom':
      // Increments only when the stored value is the one the writer last saw (optimistic locking).
      return asNumber(current) === operand ? asNumber(current) + 1 : current
    case 'IncrementSet':
      return typeof operand === 'number' && asNumber(current) < operand ? operand : current
    case 'Add':
      return [...(Array.isArray(current) ? current : current === undefined ? [] : [current]), operand]
    case 'AddUnique': {
      const list = Array.isArray(current) ? current : current === undefined ? [] : [current]
      return list.some((v) => sameJson(v, operand)) ? list : [...list, operand]
    }
    case 'Remove':
      return Array.isArray(current) ? current.filter((v) => !sameJson(v, operand)) : current
    default:
      throw new InvalidRequestError(`Unknown _operation '${operation}' on ${attribute}`)
  }
}

/** Checks the built-in operations of a partial update body before anything is applied. */
export function validatePartialUpdate(changes: JsonObject): void {
  for (const [attribute, value] of Object.entries(changes)) {
    if (isOperation(value) && !OPERATIONS.has(value._operation)) {
      throw new InvalidRequestError(`Unknown _operation '${value._operation}' on ${attribute}`)
    }
  }
}

/** A new record with `changes` applied to `current` (never mutates `current`). */
export function applyPartialUpdate(current: JsonObject, changes: JsonObject): JsonObject {
  const next: JsonObject = { ...current }
  for (const [attribute, value] of Object.entries(changes)) {
    if (attribute === 'objectID') continue
    if (isOperation(value)) {
      const updated = applyOperation(current[attribute], value._operation, value.value ?? null, attribute)
      if (updated === undefined) delete next[attribute]
      else next[attribute] = updated
    } else {
      next[attribute] = value
    }
  }
  return next
}
