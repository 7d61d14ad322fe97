import type { CollectionConfig, Field } from 'payload'
import { LEAD_FORM_KINDS, LEAD_SOURCE } from '@/leads/constants'
import { DELIVERY_STATUS_OPTIONS, type DeliveryChannel } from '@/leads/delivery/status'
import { createLeads, deleteLeads, followUpField, readLeads, staffField, submittedField, updateLeads } from './access'
import { leadWebhookSecret } from './endpoints/leadWebhookSecret'
import { sendLeadChannelAgain } from './endpoints/sendLeadChannelAgain'
import {
  assignIntakeSite,
  logLeadDeletion,
  prepareDelivery,
  queueLeadDelivery,
  referenceLead,
  titleLead,
} from './hooks'

const sub = (
  name: string,
  type: 'text' | 'number' | 'checkbox' | 'date' | 'email' | 'textarea',
  extra: Record<string, unknown> = {},
): Field => ({ name, type, access: submittedField, ...extra }) as Field

const channel = (name: DeliveryChannel, label: string, description: string): Field => ({
  name,
  label,
  type: 'group',
  access: submittedField,
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', options: DELIVERY_STATUS_OPTIONS, admin: { width: '25%' } },
        { name: 'attempts', type: 'number', defaultValue: 0, admin: { width: '15%' } },
        { name: 'deliveredAt', type: 'date', admin: { width: '30%', date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'destination', type: 'text', admin: { width: '30%' } },
      ],
    },
    { name: 'lastError', type: 'text' },
    {
      name: 'sendAgain',
      type: 'ui',
      admin: {
        components: { Field: { path: '/src/admin/leads/SendAgain#SendAgain', clientProps: { channel: name } } },
      },
    },
  ],
})

/**
 * Added to the config by the leads plugin (src/leads/payload/plugin.ts), which owns it; the alerts plugin adds a hook.
 * Every enquiry a shopper sends (spec §7 lead creation). Written to Postgres before the shopper hears
 * success; delivered to the dealer's CRM by the deliverLead job, retried with backoff, resendable by staff.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'title',
    // Site: a platform admin reads every site's leads in one list (issue 39.11).
    defaultColumns: ['title', 'reference', 'site', 'form', 'category', 'deliveryStatus', 'createdAt'],
    listSearchableFields: ['reference', 'title', 'email', 'phone'],
    description: "Enquiries from this site's shoppers. A lead whose delivery failed can be sent again from its page.",
  },
  access: { read: readLeads, create: createLeads, update: updateLeads, delete: deleteLeads },
  hooks: {
    beforeValidate: [assignIntakeSite],
    beforeChange: [referenceLead, titleLead, prepareDelivery],
    afterChange: [queueLeadDelivery],
    // The alerts plugin adds forgetShopperAlerts after this (a deleted lead takes the shopper's alerts with it).
    afterDelete: [logLeadDeletion],
  },
  endpoints: [leadWebhookSecret, sendLeadChannelAgain],
  defaultSort: '-createdAt',
  fields: [
    { name: 'title', type: 'text', access: submittedField, admin: { readOnly: true } },
    {
      // Issue 39.1: what the shopper is told and quotes on the phone ('HAR-7KQ4-2XPH'); set once, on create.
      name: 'reference',
      type: 'text',
      unique: true,
      index: true,
      access: submittedField,
      admin: { readOnly: true, position: 'sidebar', description: 'The reference the shopper was given.' },
    },
    {
      type: 'row',
      fields: [
        sub('form', 'text', {
          required: true,
          index: true,
          admin: { description: `One of: ${LEAD_FORM_KINDS.join(', ')}`, width: '33%' },
        }),
        sub('category', 'text', { admin: { width: '33%' } }),
        { name: 'subcategory', type: 'text', access: followUpField, admin: { width: '33%' } },
      ],
    },
    {
      name: 'deliveryStatus',
      type: 'select',
      index: true,
      defaultValue: 'pending',
      options: DELIVERY_STATUS_OPTIONS,
      access: submittedField,
      admin: {
        position: 'sidebar',
        description:
          'Failed: every retry of a destination failed. Use "Send again" on the Delivery tab, or tick "Resend" and save.',
      },
    },
    {
      name: 'followUp',
      label: 'Follow-up',
      type: 'select',
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Contacted', value: 'contacted' },
        { label: 'Won', value: 'won' },
        { label: 'Lost', value: 'lost' },
      ],
      access: staffField,
      admin: { position: 'sidebar' },
    },
    { name: 'staffNotes', type: 'textarea', access: staffField, admin: { position: 'sidebar' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Enquiry',
          fields: [
            {
              name: 'answers',
              label: 'What the shopper told us',
              type: 'ui',
              admin: { components: { Field: '/src/admin/leads/LeadAnswers#LeadAnswers' } },
            },
            {
              type: 'row',
              fields: [
                sub('name', 'text', { admin: { width: '50%' } }),
                sub('lastName', 'text', { admin: { width: '50%' } }),
              ],
            },
            {
              type: 'row',
              fields: [
                sub('email', 'email', { index: true, admin: { width: '40%' } }),
                sub('phone', 'text', {
                  index: true,
                  admin: { width: '35%', description: 'In international form, e.g. +61412345678.' },
                }),
                sub('postcode', 'text', { admin: { width: '25%' } }),
              ],
            },
            sub('message', 'textarea'),
            {
              name: 'car',
              type: 'relationship',
              relationTo: 'cars',
              access: submittedField,
              admin: { readOnly: true },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'dealership',
                  type: 'relationship',
                  relationTo: 'dealerships',
                  access: submittedField,
                  admin: { width: '50%' },
                },
                {
                  name: 'location',
                  type: 'relationship',
                  relationTo: 'locations',
                  access: submittedField,
                  admin: { width: '50%' },
                },
              ],
            },
            {
              name: 'vehicle',
              type: 'group',
              access: submittedField,
              admin: { description: 'The car as it was when the shopper enquired.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text' },
                    { name: 'stocknum', type: 'text' },
                    { name: 'vin', type: 'text' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'carType', type: 'text' },
                    { name: 'year', type: 'number' },
                    { name: 'make', type: 'text' },
                    { name: 'model', type: 'text' },
                    { name: 'badge', type: 'text' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'km', type: 'number' },
                    { name: 'price', type: 'number' },
                    { name: 'tag', type: 'text' },
                  ],
                },
              ],
            },
            {
              // The raw form data stays for developers and the CRM; staff read it above, as labelled answers.
              type: 'collapsible',
              label: 'Technical details',
              admin: { initCollapsed: true },
              fields: [
                {
                  name: 'fields',
                  label: 'Form data',
                  type: 'json',
                  access: submittedField,
                  admin: { description: 'Everything the form sent, as the form named it.' },
                },
              ],
            },
          ],
        },
        {
          label: 'Trade-in',
          fields: [
            {
              name: 'tradeIn',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    sub('rego', 'text'),
                    sub('regoState', 'text'),
                    sub('year', 'number'),
                    sub('make', 'text'),
                    sub('model', 'text'),
                    sub('kms', 'number'),
                  ],
                },
                {
                  type: 'row',
                  fields: [sub('preferredContactMethod', 'text'), sub('finance', 'text'), sub('valuationId', 'text')],
                },
                { name: 'adjustmentAnswers', type: 'json', access: submittedField },
                {
                  type: 'row',
                  fields: [
                    sub('offerPrice', 'number', { admin: { description: 'The trade-in offer, in dollars.' } }),
                    sub('carPrice', 'number', { admin: { description: 'In dollars.' } }),
                    sub('reducedPrice', 'number', {
                      admin: { description: "The car's price less the trade-in offer, in dollars." },
                    }),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'offerAccepted', type: 'checkbox', access: followUpField },
                    {
                      name: 'offerAcceptedAt',
                      type: 'date',
                      access: followUpField,
                      admin: { date: { pickerAppearance: 'dayAndTime' } },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Source and consent',
          fields: [
            {
              type: 'row',
              fields: [
                sub('source', 'text', { defaultValue: LEAD_SOURCE, admin: { width: '25%' } }),
                sub('eventId', 'number', {
                  admin: { width: '25%', description: 'Number of the visit in the analytics' },
                }),
                sub('url', 'text', { admin: { width: '50%' } }),
              ],
            },
            sub('userAgent', 'text'),
            {
              name: 'leadAttributes',
              type: 'group',
              access: submittedField,
              fields: [
                { name: 'visitedPages', type: 'json' },
                { name: 'linkedQueryParams', type: 'json' },
              ],
            },
            {
              name: 'consent',
              type: 'group',
              access: submittedField,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'optIn', type: 'checkbox' },
                    { name: 'optInAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'termsAgreed', type: 'checkbox' },
                    { name: 'termsAgreedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'optInFinance', type: 'checkbox' },
                    { name: 'optInTrade', type: 'checkbox' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Delivery',
          fields: [
            {
              name: 'delivery',
              type: 'group',
              fields: [
                channel('webhook', 'CRM webhook', "The lead sent to the dealer's CRM address (site settings)."),
                channel('email', 'CRM e-mail', 'The lead as an ADF/XML e-mail, read by the CRM.'),
                channel(
                  'notification',
                  'Notification e-mail',
                  'A readable e-mail to the addresses in the site settings (Lead notifications).',
                ),
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'lastEvent',
                      type: 'text',
                      access: submittedField,
                      admin: { readOnly: true, width: '50%' },
                    },
                    {
                      name: 'round',
                      type: 'number',
                      defaultValue: 0,
                      access: submittedField,
                      admin: { readOnly: true, width: '50%', description: 'Delivery rounds so far' },
                    },
                  ],
                },
                {
                  // Issue 39.2: the shopper's own confirmation (sent once, for a new lead of a confirming form).
                  name: 'confirmation',
                  label: "Shopper's confirmation",
                  type: 'group',
                  access: submittedField,
                  admin: { description: 'The confirmation sent to the shopper by SMS or e-mail.' },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'status',
                          type: 'select',
                          options: [
                            { label: 'Sent', value: 'sent' },
                            { label: 'Failed', value: 'failed' },
                            { label: 'Not sent (over the limit)', value: 'limited' },
                            { label: 'No contact to send to', value: 'no-contact' },
                          ],
                          admin: { readOnly: true, width: '25%' },
                        },
                        { name: 'channel', type: 'text', admin: { readOnly: true, width: '15%' } },
                        {
                          name: 'sentAt',
                          type: 'date',
                          admin: { readOnly: true, width: '30%', date: { pickerAppearance: 'dayAndTime' } },
                        },
                        { name: 'to', type: 'text', admin: { readOnly: true, width: '30%' } },
                      ],
                    },
                    { name: 'lastError', type: 'text', admin: { readOnly: true } },
                  ],
                },
                {
                  name: 'resend',
                  label: 'Resend to the CRM when saved',
                  type: 'checkbox',
                  defaultValue: false,
                  access: staffField,
                  admin: { description: 'Queues the lead for delivery again to every configured destination.' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
