import { describe, expect, it } from 'vitest'
import { destinationReminderDue, hasLeadDestination } from '@/domain/leadDestination'

const none = { salesEmails: [], crmEmail: null, webhookUrl: null }
const now = new Date('2030-03-04T09:00:00Z')
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString()

describe('A site with no lead destination is reminded once a day until it is set (issue 39.1)', () => {
  it('a sales e-mail, a CRM address or a webhook is a destination', () => {
    expect(hasLeadDestination(none)).toBe(false)
    expect(hasLeadDestination({ ...none, salesEmails: ['sales@dealer.example'] })).toBe(true)
    expect(hasLeadDestination({ ...none, crmEmail: 'crm@dealer.example' })).toBe(true)
    expect(hasLeadDestination({ ...none, webhookUrl: 'https://crm.example/hook' })).toBe(true)
    expect(hasLeadDestination({ ...none, crmEmail: '  ' })).toBe(false)
  })

  it('is due when never reminded, or reminded a day or more ago', () => {
    expect(destinationReminderDue(none, now)).toBe(true)
    expect(destinationReminderDue({ ...none, remindedAt: hoursAgo(24) }, now)).toBe(true)
    expect(destinationReminderDue({ ...none, remindedAt: hoursAgo(30) }, now)).toBe(true)
  })

  it('is not due within a day of the last reminder, nor once a destination is set', () => {
    expect(destinationReminderDue({ ...none, remindedAt: hoursAgo(23) }, now)).toBe(false)
    expect(destinationReminderDue({ ...none, remindedAt: hoursAgo(0) }, now)).toBe(false)
    expect(destinationReminderDue({ ...none, salesEmails: ['s@d.example'] }, now)).toBe(false)
  })
})
