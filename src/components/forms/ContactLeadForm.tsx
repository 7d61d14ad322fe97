import { isAvailableForSale } from '@/domain/availability'
import { FIND_SIMILAR_BUTTON, FIND_SIMILAR_MESSAGE } from '@/domain/carButtons'
import type { Car } from '@/payload-types'
import type { SiteFormData } from '@/data/forms'
import { formSettingsFor } from '@/leads/server/formContext'
import type { SiteContext } from '@/lib/siteRequest'
import { LeadForm } from './LeadForm'

/**
 * The contact form for any page: `<ContactLeadForm ctx={ctx} forms={forms} car={car} />` in a server component, with
 * what the route read (loadFormReads). With a car (the car_id of one of this site's cars: a search card's Enquire or
 * 'Find Me Something Similar') it is that car's enquiry instead: the car's summary, car_id in the lead and the car's
 * analytics event (spec §7: 14/15/17/48). Another site's car or a bad id is no car: the general form, never an error.
 */
export function ContactLeadForm({
  ctx,
  heading = 'Send us a message',
  forms: data,
  car = null,
  message,
}: {
  ctx: SiteContext
  heading?: string
  forms: SiteFormData
  car?: Car | null
  /** The link's message (?message=…). */
  message?: string
}) {
  if (!car) {
    return <LeadForm settings={formSettingsFor('contact', data, null)} basePath={ctx.basePath} heading={heading} />
  }
  const settings = formSettingsFor('car', data, car)
  const available = isAvailableForSale(car)
  // Spec §4 Card buttons: a car not available 'shows 'Find Me Something Similar'; its default enquiry message is
  // 'Can you please find me something similar?''. The link's message is taken only when it is that one.
  const defaults = message === FIND_SIMILAR_MESSAGE ? { message: FIND_SIMILAR_MESSAGE } : undefined
  return (
    <LeadForm
      settings={settings}
      basePath={ctx.basePath}
      heading={available ? `Enquire about the ${settings.car!.name}` : FIND_SIMILAR_BUTTON}
      defaults={defaults}
    />
  )
}
