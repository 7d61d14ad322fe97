import { describe, expect, it } from 'vitest'
import { smsReply } from '@/domain/smsReply'

describe('issue 30.2 "STOP for SMS": which replies are an opt-out', () => {
  it('the carriers’ opt-out words, in any case, with spaces or a full stop around them', () => {
    for (const body of [
      'STOP',
      'stop',
      ' Stop. ',
      'STOPALL',
      'unsubscribe',
      'Cancel',
      'END',
      'quit!',
      'OPTOUT',
      'revoke',
    ])
      expect(smsReply(body), body).toBe('stop')
  })

  it('START and HELP are told apart; a sentence is not a keyword', () => {
    expect(smsReply('start')).toBe('start')
    expect(smsReply('UNSTOP')).toBe('start')
    expect(smsReply('help')).toBe('help')
    for (const body of ['Please stop', 'stop it', 'Is the RAV4 still there?', '', 'STOP STOP'])
      expect(smsReply(body), body).toBe('other')
  })
})
