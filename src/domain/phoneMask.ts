/** Spec §4 Phone reveal: the number is masked after its first 5 characters. */
export const PHONE_VISIBLE_CHARACTERS = 5

/**
 * Keeps the first 5 characters and replaces every later digit with 'X' (spaces and punctuation stay):
 * '0412 345 678' → '0412 XXX XXX'.
 */
export function maskPhone(phone: string, visibleCharacters: number = PHONE_VISIBLE_CHARACTERS): string {
  const head = phone.slice(0, visibleCharacters)
  const tail = phone.slice(visibleCharacters).replace(/\d/g, 'X')
  return head + tail
}
