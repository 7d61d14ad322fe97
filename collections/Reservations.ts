import type { CollectionConfig } from 'payload'
import { isPlatformAdmin } from './access/roles'
import { staff } from './access/staff'
import { reservationStatusChange } from './hooks/reservationStatusChange'

/** Statuses a reservation moves through; the first three are live (they hold the car). */
export const RESERVATION_STATUSES = ['awaiting_payment', 'held', 'confirmed', 'released', 'cancelled'] as const

/**
 * Reservations (spec §4, §9): a shopper's 48-hour hold on a car. Shoppers create them only through
 * POST /api/reservations (raw insert, so the partial unique index decides races); staff of the car's site see
 * them here, confirm the sale (the hold then never lapses) or cancel the hold. The multi-tenant plugin scopes
 * staff to their own sites; anonymous requests read nothing.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: 'Reservation', plural: 'Reservations' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['orderReference', 'car', 'name', 'phone', 'status', 'holdUntil', 'createdAt'],
    listSearchableFields: ['orderReference', 'name', 'email', 'phone'],
    description:
      'Cars your shoppers reserved online. Confirm the sale to keep the hold, or cancel it to put the car back on sale.',
  },
  access: {
    read: staff,
    create: ({ req }) => isPlatformAdmin(req.user),
    update: staff,
    delete: ({ req }) => isPlatformAdmin(req.user),
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [reservationStatusChange] },
  fields: [
    {
      // Issue 39.2: the order reference the shopper is shown and sent ('HAR-7KQ4-2XPH'), drawn like a lead's.
      name: 'orderReference',
      label: 'Order reference',
      type: 'text',
      unique: true,
      index: true,
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'car',
      label: 'Car',
      type: 'relationship',
      relationTo: 'cars',
      required: true,
      access: { update: () => false },
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 200,
          access: { update: () => false },
          admin: { readOnly: true },
        },
        { name: 'email', type: 'email', required: true, access: { update: () => false }, admin: { readOnly: true } },
        {
          name: 'phone',
          type: 'text',
          required: true,
          maxLength: 20,
          access: { update: () => false },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'awaiting_payment',
      options: [
        { label: 'Awaiting payment', value: 'awaiting_payment' },
        { label: 'Held (deposit paid)', value: 'held' },
        { label: 'Sale confirmed', value: 'confirmed' },
        { label: 'Released (hold lapsed)', value: 'released' },
        { label: 'Cancelled', value: 'cancelled' },
      ],
      admin: {
        position: 'sidebar',
        description: 'Sale confirmed keeps the car off sale; Cancelled puts it back on sale at once.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'depositCents',
          label: 'Deposit paid',
          type: 'number',
          required: true,
          access: { update: () => false },
          // Stored in cents; shown in dollars in the site's currency.
          admin: { readOnly: true, components: { Field: '/src/admin/DepositInDollars#DepositInDollars' } },
        },
        {
          name: 'provider',
          label: 'Paid through',
          type: 'text',
          required: true,
          maxLength: 20,
          access: { update: () => false },
          admin: { readOnly: true },
        },
        {
          name: 'paymentRef',
          label: 'Payment reference',
          type: 'text',
          maxLength: 200,
          access: { update: () => false },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'holdUntil',
      label: 'Held until',
      type: 'date',
      required: true,
      access: { update: () => false },
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The hold lapses then unless the sale is confirmed.',
      },
    },
  ],
}
