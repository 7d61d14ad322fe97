const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/

/** A bare address (no display name, no list, no line breaks): what a lead e-mail's From and To must be. */
export function isMailAddress(value: string): boolean {
  return EMAIL.test(value)
}
