/**
 * Issue 30.2 "STOP for SMS": what a shopper's reply to an alert text asks for. The opt-out words are the carriers'
 * (CTIA, and Twilio's default list, which Australian and New Zealand numbers honour too): the whole message, any
 * case, trailing punctuation ignored. "Please stop sending" is not an opt-out keyword; the link in every text is.
 */
export type SmsReply = 'stop' | 'start' | 'help' | 'other'

const STOP = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'])
const START = new Set(['START', 'UNSTOP', 'YES'])
const HELP = new Set(['HELP', 'INFO'])

export function smsReply(body: string): SmsReply {
  const word = body
    .trim()
    .replace(/[\s.!?]+$/u, '')
    .toUpperCase()
  if (STOP.has(word)) return 'stop'
  if (START.has(word)) return 'start'
  if (HELP.has(word)) return 'help'
  return 'other'
}
