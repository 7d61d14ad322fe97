import { outboundUrlProblem } from '@/leads/delivery/outboundGuard'

/** A dealership's feed address: https only, and never a loopback, private or metadata address (the webhooks' guard). */
export function validateFeedUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'Enter the feed’s https address.'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full address, such as https://dms.example.com/feed.csv.'
  }
  const problem = outboundUrlProblem(url)
  return problem ? `The feed address ${problem}.` : true
}
