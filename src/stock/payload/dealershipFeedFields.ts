import type { Field } from 'payload'
import { validateFeedUrl } from '../feedPull'
import { feedFieldOptions } from '../feedFieldOptions'

/**
 * A dealership's stock feed settings, added to dealerships by the stock plugin after `financeDisabled`: the feed's
 * unrecognised columns mapped to car fields (kept for every later import), and the scheduled pull from its DMS.
 */
export const dealershipFeedFields: Field[] = [
  {
    name: 'feedColumnMapping',
    label: 'Feed columns',
    type: 'array',
    labels: { singular: 'Feed column', plural: 'Feed columns' },
    admin: {
      description:
        'Columns of this dealership’s stock feed that the import does not recognise by name: say which field each one fills (or ignore it). Kept for every later import.',
      initCollapsed: true,
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'column', label: 'Column in the feed', type: 'text', required: true },
          {
            name: 'field',
            label: 'Fills',
            type: 'select',
            required: true,
            options: [{ label: 'Ignore this column', value: 'ignore' }, ...feedFieldOptions()],
          },
        ],
      },
    ],
  },
  {
    name: 'feedPull',
    label: 'Scheduled feed',
    type: 'group',
    admin: {
      description:
        'Pull this dealership’s stock feed from its DMS on a schedule. A failed pull shows on the dashboard and is e-mailed to the site’s lead notification addresses.',
    },
    fields: [
      {
        name: 'url',
        label: 'Feed address (https)',
        type: 'text',
        validate: validateFeedUrl,
      },
      {
        name: 'schedule',
        label: 'When',
        type: 'select',
        defaultValue: 'off',
        options: [
          { label: 'Off', value: 'off' },
          { label: 'Every hour', value: 'hourly' },
          { label: 'Every night (2am at the dealership)', value: 'nightly' },
        ],
      },
      { name: 'lastPulledAt', label: 'Last pulled', type: 'date', admin: { readOnly: true } },
      { name: 'lastError', label: 'Last pull failed', type: 'text', admin: { readOnly: true } },
    ],
  },
]
