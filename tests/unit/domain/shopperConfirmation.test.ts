import { describe, expect, it } from 'vitest'
import {
  appointmentIcs,
  appointmentInstant,
  confirmationChannel,
  confirmationKindOf,
  confirmationMessage,
} from '@/domain/shopperConfirmation'

const dealer = { name: 'Harbour Toyota', address: '1 Harbour St, Sydney NSW 2000', phone: '02 9000 1234' }

describe('Every shopper hears back: a confirmation by their chosen contact method (issue 39.2)', () => {
  it('test drives, service bookings, finance enquiries and trade-in offers confirm; a general question does not', () => {
    expect(confirmationKindOf('test-drive')).toBe('test-drive')
    expect(confirmationKindOf('book-test-drive')).toBe('test-drive')
    expect(confirmationKindOf('service')).toBe('service')
    expect(confirmationKindOf('finance')).toBe('finance')
    expect(confirmationKindOf('finance-quote')).toBe('finance')
    expect(confirmationKindOf('trade-in')).toBe('trade-in')
    expect(confirmationKindOf('general')).toBeNull()
    expect(confirmationKindOf('feedback')).toBeNull()
  })

  it('goes by the chosen method, else e-mail when given, else SMS', () => {
    expect(confirmationChannel({ preferred: 'SMS', email: 'a@b.example', phone: '+61412345678' })).toBe('sms')
    expect(confirmationChannel({ preferred: 'Email', email: 'a@b.example', phone: '+61412345678' })).toBe('email')
    expect(confirmationChannel({ email: 'a@b.example', phone: '+61412345678' })).toBe('email')
    expect(confirmationChannel({ phone: '+61412345678' })).toBe('sms')
    expect(confirmationChannel({ preferred: 'sms', email: 'a@b.example' })).toBe('email')
    expect(confirmationChannel({})).toBeNull()
  })

  it("has the reference, the dealer's name, address and phone, the car, and the appointment in the site's time zone", () => {
    const message = confirmationMessage({
      kind: 'test-drive',
      reference: 'HAR-7KQ4-2XPH',
      locale: 'en-AU',
      dealer,
      car: '2021 Toyota Corolla Ascent',
      appointment: { wallTime: '2030-03-09T10:30', timeZone: 'Australia/Sydney' },
    })
    for (const part of [
      'HAR-7KQ4-2XPH',
      'Harbour Toyota',
      '1 Harbour St, Sydney NSW 2000',
      '02 9000 1234',
      '2021 Toyota Corolla Ascent',
      'Saturday 9 March at 10:30am (Australia/Sydney time)',
    ]) {
      expect(message.text).toContain(part)
      expect(message.sms).toContain(part)
    }
    expect(message.subject).toBe('Your test drive with Harbour Toyota: HAR-7KQ4-2XPH')
  })

  it('a reservation says how long the car is held; a trade-in gives its offer', () => {
    const reservation = confirmationMessage({
      kind: 'reservation',
      reference: 'HAR-0000-0001',
      locale: 'en-AU',
      dealer,
      car: '2021 Toyota Corolla',
      holdUntil: 'Monday 11 March at 3:00pm',
    })
    expect(reservation.text).toContain('holding the car for you until Monday 11 March at 3:00pm')
    const tradeIn = confirmationMessage({ kind: 'trade-in', reference: 'R', locale: 'en-AU', dealer, offer: '$18,500' })
    expect(tradeIn.text).toContain('our offer is $18,500')
  })
})

describe('An appointment comes with an .ics file (RFC 5545)', () => {
  it("reads the booked wall-clock time in the site's time zone", () => {
    // 10:30 in Sydney on 9 March 2030 (daylight saving, UTC+11) is 23:30 UTC the day before.
    expect(appointmentInstant('2030-03-09T10:30', 'Australia/Sydney')?.toISOString()).toBe('2030-03-08T23:30:00.000Z')
    expect(appointmentInstant('2030-07-09T10:30', 'America/Chicago')?.toISOString()).toBe('2030-07-09T15:30:00.000Z')
    expect(appointmentInstant('next tuesday', 'Australia/Sydney')).toBeNull()
  })

  it('writes one VEVENT with UID, DTSTAMP, DTSTART and DTEND in UTC, escaped text, CRLF lines folded at 75 octets', () => {
    const ics = appointmentIcs({
      uid: 'HAR-7KQ4-2XPH@harbour-toyota.example',
      stamp: new Date('2030-03-01T00:00:00Z'),
      start: new Date('2030-03-08T23:30:00Z'),
      minutes: 30,
      summary: 'Test drive, Harbour Toyota; 2021 Toyota Corolla',
      location: '1 Harbour St, Sydney NSW 2000',
      description: 'Reference HAR-7KQ4-2XPH. '.repeat(6),
    })
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n')
    const lines = ics.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('UID:HAR-7KQ4-2XPH@harbour-toyota.example')
    expect(lines).toContain('DTSTAMP:20300301T000000Z')
    expect(lines).toContain('DTSTART:20300308T233000Z')
    expect(lines).toContain('DTEND:20300309T000000Z')
    expect(lines).toContain('SUMMARY:Test drive\\, Harbour Toyota\\; 2021 Toyota Corolla')
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
  })
})
