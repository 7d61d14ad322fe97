export const NEGATIVE_FEEDBACK_PATH = '/customer-feedback-survey'

export interface GmbProfile {
  name?: string | null
  review_url?: string | null
}

/**
 * Spec (content): the review feedback page reads first_name and dealership_name from the query string and offers
 * a positive link to the dealer's review page and a negative link to /customer-feedback-survey.
 */
export function reviewFeedback(
  query: URLSearchParams,
  gmbProfiles: readonly GmbProfile[],
): {
  firstName: string | null
  dealershipName: string | null
  positiveUrl: string | null
  negativeUrl: string
} {
  const firstName = query.get('first_name')?.trim() || null
  const dealershipName = query.get('dealership_name')?.trim() || null
  const byName = dealershipName
    ? gmbProfiles.find((p) => p.review_url && p.name?.trim().toLowerCase() === dealershipName.toLowerCase())
    : undefined
  const profile = byName ?? gmbProfiles.find((p) => p.review_url?.trim())
  return {
    firstName,
    dealershipName,
    positiveUrl: profile?.review_url?.trim() || null,
    negativeUrl: NEGATIVE_FEEDBACK_PATH,
  }
}
