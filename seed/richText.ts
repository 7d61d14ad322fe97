/** Builds Lexical editor JSON from plain blocks of text, for seeded rich text. */
type Block = { h2: string } | string

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

export function richText(blocks: Block[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: blocks.map((block) =>
        typeof block === 'string'
          ? {
              type: 'paragraph',
              format: '',
              indent: 0,
              version: 1,
              direction: 'ltr',
              textFormat: 0,
              children: [text(block)],
            }
          : {
              type: 'heading',
              tag: 'h2',
              format: '',
              indent: 0,
              version: 1,
              direction: 'ltr',
              children: [text(block.h2)],
            },
      ),
    },
  }
}
