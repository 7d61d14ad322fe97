import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../../src/leads/constants'
import {
  createCar,
  type Handlers,
  leadRequest,
  runDeliveryJobs,
  setup,
  siteId,
  tradeInOnCar,
  validContact,
} from './helpers'

/**
 * A lead's delivery job records its outcome while the shopper may still be acting on the same lead (the offer is
 * accepted a moment after it is shown, while the new lead's job is sending it). Seen in the e2e suite: the job's
 * status write rewrote the whole lead from the copy it had read just before the acceptance committed, and the
 * accepted offer ('3. Offer Accepted', offerAccepted) was gone. The job now writes its own columns only.
 */

let payload: Payload
let h: Handlers
let harbour: number

beforeAll(async () => {
  ;({ payload, handlers: h } = await setup())
  harbour = await siteId(payload, 'harbour-toyota')
})

const ROUNDS = 12

describe('a delivery job and a shopper acting on the same lead at once', () => {
  it('the accepted offer survives the delivery job that finishes at the same moment, every time', async () => {
    const car = await createCar(payload, harbour, {
      car_type: 'used',
      price: 30000,
      year: 2021,
      make: 'Toyota',
      model: 'Camry',
      badge: 'Ascent',
      km: 30000,
    })
    const lost: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const response = await h.submitLead(
        leadRequest('/api/leads/submit', { ...tradeInOnCar(car.id), ...validContact() }),
      )
      expect(response.status, await response.clone().text()).toBe(201)
      const submitted = (await response.json()) as { lead_id: number; follow_up_token: string }
      const accept = async () => {
        // Spread the acceptance over the job's run, so some rounds land on its final write.
        await new Promise((resolve) => setTimeout(resolve, round * 3))
        return h.acceptOffer(
          leadRequest('/api/leads/offer-accepted', {
            lead_id: submitted.lead_id,
            follow_up_token: submitted.follow_up_token,
            category: 'Trade-In Valuation',
            subcategory: OFFER_ACCEPTED_SUBCATEGORY,
            offer_accepted: true,
            form_completed: true,
          }),
        )
      }
      const [, accepted] = await Promise.all([runDeliveryJobs(payload, submitted.lead_id), accept()])
      expect(accepted.status).toBe(200)
      const stored = (await payload.findByID({ collection: 'leads', id: submitted.lead_id, depth: 0 })) as Lead
      if (stored.subcategory !== OFFER_ACCEPTED_SUBCATEGORY || stored.tradeIn?.offerAccepted !== true)
        lost.push(submitted.lead_id)
    }
    expect(lost, `leads whose accepted offer was lost: ${lost.join(', ')}`).toEqual([])
  })
})
