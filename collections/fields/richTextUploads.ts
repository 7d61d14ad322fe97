/** An upload node of a Lexical rich-text value: the collection and the id of the document it shows. */
export type RichTextUpload = { relationTo: string; id: number | string | null }

type LexicalNode = { type?: unknown; relationTo?: unknown; value?: unknown; children?: unknown }

/** Every upload node of a Lexical value (Payload's UploadFeature: `{ type: 'upload', relationTo, value }`), at any depth. */
export function richTextUploads(value: unknown): RichTextUpload[] {
  const found: RichTextUpload[] = []
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 100) return
    const n = node as LexicalNode
    if (n.type === 'upload') {
      const v = n.value
      const id = v && typeof v === 'object' ? (v as { id?: unknown }).id : v
      found.push({
        relationTo: typeof n.relationTo === 'string' ? n.relationTo : '',
        id: typeof id === 'number' || typeof id === 'string' ? id : null,
      })
    }
    if (Array.isArray(n.children)) for (const child of n.children) visit(child, depth + 1)
  }
  visit((value as { root?: unknown } | null)?.root, 0)
  return found
}

/** A document a rich-text value names besides its images: a relationship node or an internal link. */
export type RichTextReference = { relationTo: string; id: number | string | null }

type LinkFields = { linkType?: unknown; url?: unknown; doc?: unknown }

/** Every node of a Lexical value, depth first. */
function nodesOf(value: unknown): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = []
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 100) return
    nodes.push(node as Record<string, unknown>)
    const children = (node as LexicalNode).children
    if (Array.isArray(children)) for (const child of children) visit(child, depth + 1)
  }
  visit((value as { root?: unknown } | null)?.root, 0)
  return nodes
}

const referenceOf = (relationTo: unknown, value: unknown): RichTextReference => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return {
    relationTo: typeof relationTo === 'string' ? relationTo : '',
    id: typeof id === 'number' || typeof id === 'string' ? id : null,
  }
}

/**
 * The documents a Lexical value links to (Payload's RelationshipFeature: `{ type: 'relationship', relationTo, value }`;
 * LinkFeature's internal links: `{ type: 'link', fields: { linkType: 'internal', doc: { relationTo, value } } }`).
 */
export function richTextReferences(value: unknown): RichTextReference[] {
  return nodesOf(value).flatMap((node) => {
    if (node.type === 'relationship') return [referenceOf(node.relationTo, node.value)]
    const fields = node.fields as LinkFields | undefined
    if ((node.type === 'link' || node.type === 'autolink') && fields?.linkType === 'internal') {
      const doc = fields.doc as { relationTo?: unknown; value?: unknown } | null | undefined
      return [referenceOf(doc?.relationTo, doc?.value)]
    }
    return []
  })
}

/** The addresses of a Lexical value's links (custom links and autolinks). */
export function richTextLinkAddresses(value: unknown): string[] {
  return nodesOf(value).flatMap((node) => {
    const url = (node.fields as LinkFields | undefined)?.url
    return (node.type === 'link' || node.type === 'autolink') && typeof url === 'string' ? [url] : []
  })
}
