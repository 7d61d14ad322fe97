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
