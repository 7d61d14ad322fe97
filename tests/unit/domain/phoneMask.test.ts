import { describe, expect, it } from 'vitest'
import { maskPhone } from '@/domain/phoneMask'

describe('maskPhone (spec §4 Phone reveal: the number is masked after its first 5 characters)', () => {
  it('keeps the first 5 characters and masks the digits after them', () => {
    expect(maskPhone('0412 345 678')).toBe('0412 XXX XXX')
    expect(maskPhone('(08) 9221 1234')).toBe('(08) XXXX XXXX')
    expect(maskPhone('0892211234')).toBe('08922XXXXX')
  })

  it('a number of 5 characters or fewer is shown as it is', () => {
    expect(maskPhone('13 00')).toBe('13 00')
    expect(maskPhone('000')).toBe('000')
  })
})
