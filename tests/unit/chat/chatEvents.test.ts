import { describe, expect, it } from 'vitest'
import { chatHiddenOn } from '@/components/chat/chatEvents'

describe('chat disabled for service and parts (content spec §9 site setting)', () => {
  it('hides the chat on service and parts pages when the site says so', () => {
    for (const path of ['/service', '/book-a-service', '/vehicle-parts-and-accessories', '/sites/x/service/'])
      expect(chatHiddenOn(path, true), path).toBe(true)
  })
  it('keeps it everywhere else, and everywhere when the setting is off', () => {
    for (const path of ['/', '/search', '/cars/2020-toyota-hilux-1', '/contact'])
      expect(chatHiddenOn(path, true), path).toBe(false)
    expect(chatHiddenOn('/service', false)).toBe(false)
  })
})
