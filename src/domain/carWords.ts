import { localeWords } from './localeSpelling'
import type { Locale } from './types'

/**
 * Car words a US dealer says differently (issue 39.6: "the US seed's text is American"): equipment names and phrases
 * of stock text, beyond spelling (localeWords turns tyres into tires). Phrases come before the words they contain.
 */
const US_CAR_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\breversing cameras?\b/gi, 'backup camera'],
  [/\bsatellite navigation\b/gi, 'navigation system'],
  [/\btow ?bar\b/gi, 'tow hitch'],
  [/\btub liner\b/gi, 'bed liner'],
  [/\bbull ?bar\b/gi, 'brush guard'],
  [/\bsports bar\b/gi, 'roll bar'],
  [/\bcanopy\b/gi, 'truck cap'],
  [/\bdiff lock\b/gi, 'locking differential'],
  [/\bUHF radio\b/gi, 'CB radio'],
  [/\bISOFIX\b/g, 'LATCH'],
  [/\bgalvanised\b/gi, 'galvanized'],
  [/\blogbook history\b/gi, 'service records'],
  [/\blogbook\b/gi, 'service record'],
  [/\bt[yi]res fitted\b/gi, 'tires installed'],
  [/\bute\b/gi, 'pickup'],
]

function withCaseOf(source: string, replacement: string): string {
  if (source === source.toUpperCase() && source.length > 1) return replacement.toUpperCase()
  const titled = source.split(' ').every((word) => word[0] === word[0]?.toUpperCase())
  if (titled) return replacement.replace(/\b\w/g, (c) => c.toUpperCase())
  if (source[0] === source[0]?.toUpperCase()) return replacement[0]?.toUpperCase() + replacement.slice(1)
  return replacement
}

/** Stock text (features, equipment, dealer comments) in the locale's car words; other locales unchanged. */
export function localeCarWords(text: string, locale: Locale): string {
  if (locale !== 'en-US') return text
  return US_CAR_WORDS.reduce(
    (out, [pattern, us]) => out.replace(pattern, (match) => (pattern.flags.includes('i') ? withCaseOf(match, us) : us)),
    localeWords(text, locale),
  )
}
