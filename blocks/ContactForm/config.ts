import type { Block } from 'payload'

/** Contact form (spec §3 "Contact form fields": First Name, last name, postcode, Mobile Number, Email Address, hidden). */
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
      admin: { description: 'Sent in the hidden field.' },
    },
  ],
}
