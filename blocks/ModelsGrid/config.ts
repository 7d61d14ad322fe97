import type { Block } from 'payload'
import { MODEL_BODY_TYPES, modelBodyLabel } from '../../src/domain/modelBodies'

export const ModelsGrid: Block = {
  slug: 'modelsGrid',
  interfaceName: 'ModelsGridBlock',
  labels: { singular: 'Models grid', plural: 'Models grids' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Our Range' },
    {
      name: 'body',
      type: 'select',
      options: MODEL_BODY_TYPES.map((value) => ({ label: modelBodyLabel(value), value })),
    },
    {
      name: 'showBodyFilter',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Links to /models?body= for each body type.' },
    },
  ],
}
