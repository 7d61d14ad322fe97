/**
 * The id a relationship field holds, whether Payload gave it as the id (depth 0) or as the related document (depth
 * 1 or more); undefined for an empty, unpopulated or malformed value. The one copy (issue 41.4: it had a dozen twins,
 * some answering null, some undefined, some trusting any `id`).
 */
export function relationId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id
    return typeof id === 'number' && Number.isInteger(id) ? id : undefined
  }
  return undefined
}

/**
 * As relationId, and also an id given as its digits: the admin's form state and URLs hand a document's own id as a
 * string (a relationship field's filterOptions and validate receive it so).
 */
export function relationIdOrDigits(value: unknown): number | undefined {
  return typeof value === 'string' && /^\d+$/.test(value) ? relationId(Number(value)) : relationId(value)
}
