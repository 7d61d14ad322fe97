import { describe, expect, it, vi } from 'vitest'
import { NO_PHONE_WARNING, warnWhenNoPhone } from '../../../src/components/car/NoPhoneWarning'

describe("spec §8: 'Car has no phone number | Console warning only'", () => {
  it('a car with no phone number logs a console warning', () => {
    const warn = vi.fn()
    expect(warnWhenNoPhone({ id: 42, phone: null }, warn)).toBe(true)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toContain(NO_PHONE_WARNING)
    expect(warn.mock.calls[0]![0]).toContain('42')
    expect(warnWhenNoPhone({ id: 43, phone: '' }, warn)).toBe(true)
  })

  it('a car with a phone number warns nothing', () => {
    const warn = vi.fn()
    expect(warnWhenNoPhone({ id: 42, phone: '02 9000 0000' }, warn)).toBe(false)
    expect(warn).not.toHaveBeenCalled()
  })

  it('the default logger is console.warn', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warnWhenNoPhone({ id: 44, phone: null })
    expect(spy).toHaveBeenCalledOnce()
    spy.mockRestore()
  })
})
