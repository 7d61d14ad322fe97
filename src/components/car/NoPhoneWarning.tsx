'use client'

import { useEffect } from 'react'

/** Spec §8: 'Car has no phone number | Console warning only'. */
export const NO_PHONE_WARNING = 'Car has no phone number'

/** Logs the spec §8 warning (console only) when the car has no phone number to call; true when it did. */
export function warnWhenNoPhone(
  car: { id: number; phone: string | null },
  warn: (message: string) => void = console.warn,
): boolean {
  if (car.phone) return false
  warn(`${NO_PHONE_WARNING} (car ${car.id}): no Call card on its page.`)
  return true
}

/** Where the car page would show the call card: a car without a phone number shows nothing and warns in the console. */
export function NoPhoneWarning({ carId }: { carId: number }) {
  useEffect(() => {
    warnWhenNoPhone({ id: carId, phone: null })
  }, [carId])
  return null
}
