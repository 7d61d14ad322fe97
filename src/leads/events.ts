import { ENQUIRY_EVENT_IDS, enquiryEventId, enquiryEventParams, type EnquiryEventParams } from '@/domain/enquiryEvent'
import { CAREERS_CATEGORY, type LeadFormKind } from './constants'
import type { CarSummary } from './settings'

export interface LeadEvent {
  eventId: number
  params: EnquiryEventParams
}

type EventCar = Pick<CarSummary, 'car_type' | 'tag' | 'make' | 'model' | 'year' | 'km' | 'badge'>

/**
 * Spec §7 event ids for a submitted form: car forms 14 new / 15 used / 17 'Test Drive Only'; test drives 48 used,
 * 17 otherwise (a test drive without a car is a new test drive); general 22, careers 51.
 */
export function leadEvent(kind: LeadFormKind, car: EventCar | null, category?: string | null): LeadEvent {
  const params = car ? enquiryEventParams(car) : {}
  switch (kind) {
    case 'general':
      return { eventId: enquiryEventId(category === CAREERS_CATEGORY ? 'career' : 'general'), params }
    case 'test-drive':
    case 'book-test-drive':
      return { eventId: enquiryEventId('test-drive', car), params }
    case 'contact':
    case 'service':
    case 'fleet':
    case 'feedback':
    case 'quote':
      return { eventId: enquiryEventId('general'), params }
    case 'car':
    case 'make-offer':
    case 'request-photos':
      return { eventId: enquiryEventId('enquiry', car), params }
    case 'online-purchase':
      return { eventId: enquiryEventId('enquiry', car), params }
    case 'finance':
    case 'finance-quote':
    case 'trade-in':
      return { eventId: car ? enquiryEventId('enquiry', car) : enquiryEventId('general'), params }
  }
}

export const offerAcceptedEvent = (car: EventCar | null): LeadEvent => ({
  eventId: ENQUIRY_EVENT_IDS.offerAccepted,
  params: car ? enquiryEventParams(car) : {},
})

/** The object pushed to window.dataLayer. */
export function dataLayerEntry(
  event: LeadEvent,
  extra: { leadId?: number | string; form?: string } = {},
): Record<string, unknown> {
  return {
    event: 'enquiry',
    eventId: event.eventId,
    ...event.params,
    ...(extra.leadId !== undefined ? { lead_id: extra.leadId } : {}),
    ...(extra.form ? { form: extra.form } : {}),
  }
}
