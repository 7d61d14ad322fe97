import { richText } from '../richText'

/** Per-dealer legal text covering the topics content spec §9 lists (exact wording not given by the spec). */
export const privacyPolicy = (dealer: string, manufacturer: string | undefined) =>
  richText([
    { h2: 'Privacy policy' },
    `${dealer} respects your privacy. This policy explains what personal information we collect, why, and how you can access or correct it.`,
    { h2: 'Sharing' },
    manufacturer
      ? `We may share your details within the ${manufacturer} owner network, including with ${manufacturer} and its related companies, to provide connected services, warranty and recall information.`
      : 'We share your details only with the service providers who help us answer your enquiry.',
    { h2: 'Marketing' },
    'You may opt out of marketing at any time by using the unsubscribe link in any message or by contacting us.',
    { h2: 'Cookies and analytics' },
    'We use cookies and analytics to understand how our website is used and to improve it.',
    { h2: 'Access and complaints' },
    'You may ask to see or correct the information we hold about you. We respond to access requests and privacy complaints within 30 days. If you are not satisfied, you may complain to the privacy commissioner.',
  ])

/** The currency a site's prices are in, named in its terms. */
const CURRENCY_NAME = { 'en-AU': 'Australian dollars', 'en-NZ': 'New Zealand dollars', 'en-US': 'US dollars' } as const

export const termsOfUse = (dealer: string, locale: keyof typeof CURRENCY_NAME = 'en-AU') =>
  richText([
    { h2: 'Terms of use' },
    `The information on this website is general information only. ${dealer} takes care to keep it accurate but does not warrant that it is complete or current.`,
    `All prices are in ${CURRENCY_NAME[locale]} unless stated otherwise. Vehicles are subject to prior sale.`,
    `To the extent permitted by law, ${dealer} excludes liability for any loss arising from the use of this website.`,
  ])

export const complaintsNotice = (dealer: string) =>
  richText([
    { h2: 'Complaint handling process' },
    `If you have a concern about ${dealer}, please raise it first with the relevant department manager. We aim to resolve every complaint quickly and fairly.`,
  ])

/** State consumer-protection authorities, one per state (content spec §9). */
export const COMPLAINT_AUTHORITIES = [
  { state: 'ACT', name: 'Access Canberra', website: 'https://www.accesscanberra.act.gov.au' },
  { state: 'NSW', name: 'NSW Fair Trading', website: 'https://www.fairtrading.nsw.gov.au' },
  { state: 'NT', name: 'NT Consumer Affairs', website: 'https://consumeraffairs.nt.gov.au' },
  { state: 'QLD', name: 'Office of Fair Trading Queensland', website: 'https://www.qld.gov.au/law/fair-trading' },
  { state: 'SA', name: 'Consumer and Business Services SA', website: 'https://www.cbs.sa.gov.au' },
  { state: 'TAS', name: 'Consumer, Building and Occupational Services', website: 'https://www.cbos.tas.gov.au' },
  { state: 'VIC', name: 'Consumer Affairs Victoria', website: 'https://www.consumer.vic.gov.au' },
  { state: 'WA', name: 'Consumer Protection WA', website: 'https://www.commerce.wa.gov.au/consumer-protection' },
] as const
