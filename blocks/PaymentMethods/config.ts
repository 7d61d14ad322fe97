import type { Block } from 'payload'

export const PAYMENT_METHODS = [
  'visa',
  'mastercard',
  'amex',
  'eftpos',
  'bank-transfer',
  'finance',
  'afterpay',
  'cash',
] as const

/** Payment-methods strip (content spec §2). */
export const PaymentMethods: Block = {
  slug: 'paymentMethods',
  interfaceName: 'PaymentMethodsBlock',
  labels: { singular: 'Payment methods', plural: 'Payment methods strips' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Ways to pay' },
    {
      name: 'methods',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['visa', 'mastercard', 'eftpos', 'bank-transfer', 'finance'],
      options: [...PAYMENT_METHODS],
    },
  ],
}
