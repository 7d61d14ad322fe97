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
