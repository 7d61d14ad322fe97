import type { PayloadRequest, Where } from 'payload'

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The slug to store: `base` when no other document in `scope` has it, else the first free `base-2`, `base-3`, ….
 * One query (`slug like base`) finds the taken ones; the document itself (`id`) never counts, and a document whose
 * slug is already a variant of `base` keeps it. Only the documents of `scope` are looked at, so a slug taken outside
 * it is never even read. A taken slug is answered with a variant, never an error that would tell whose it is.
 */
export async function uniqueSlug({
  req,
  collection,
  base,
  scope,
  id,
  current,
}: {
  req: PayloadRequest
  collection: 'cars' | 'dealerships'
  base: string
  scope?: Where
  id?: number | string
  current?: string | null
}): Promise<string> {
  const { docs } = await req.payload.find({
    collection,
    where: {
      and: [
        ...(scope ? [scope] : []),
        { slug: { like: base } },
        ...(id !== undefined ? [{ id: { not_equals: id } }] : []),
      ],
    },
    select: { slug: true },
    depth: 0,
    limit: 0,
    pagination: false,
    // Across the scope whatever the user may read (a dealership slug must be free on every site), but only slugs are
    // read and only a free slug comes back: never a document, never which site holds a name.
    overrideAccess: true,
    req,
  })
  const variant = new RegExp(`^${escapeRegExp(base)}-(\\d+)$`)
  const taken = new Set(docs.map((doc) => doc.slug).filter((slug): slug is string => typeof slug === 'string'))
  if (!taken.has(base)) return base
  if (current && variant.test(current) && !taken.has(current)) return current
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
