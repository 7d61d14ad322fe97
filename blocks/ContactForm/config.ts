import type { Block } from 'payload'

/**
 * Contact form (spec §3 "Contact form fields": First Name, last name, postcode, Mobile Number, Email Address, hidden).
 * It sends through the one lead intake; the enquiry type decides the lead's kind (src/leads/blockForms.ts).
 */
export const ContactForm: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  fields: [
    { name: 'title', type: 'text', defaultValue: 'Send us an enquiry' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'enquiryType',
      type: 'text',
      defaultValue: 'General Enquiry',
      admin: {
        description:
          'Decides the lead: a type naming service, fleet, feedback (or survey) or quote stores that kind of lead; anything else a contact lead.',
      },
    },
  ],
}
