'use client'

import { openChat } from './chatEvents'

/** Make an Offer on sites whose dealer takes offers in the live chat (spec §2): opens the chat with the car named. */
export function ChatOfferButton({
  message,
  className,
  testId,
}: {
  message: string
  className?: string
  testId?: string
}) {
  return (
    <button type="button" className={className} data-testid={testId} onClick={() => openChat(message)}>
      Make an Offer
    </button>
  )
}
