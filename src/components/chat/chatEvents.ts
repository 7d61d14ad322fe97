/** Any button can open the site's chat with a first message (spec §2: one dealer's Make an Offer opens the chat). */
export const OPEN_CHAT_EVENT = 'dp:open-chat'

export function openChat(message?: string): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail: { message } }))
}

/** Sites may switch chat off on their service and parts pages (content spec §9). */
export function chatHiddenOn(pathname: string, offForServiceAndParts: boolean): boolean {
  return offForServiceAndParts && /(^|\/)[^/]*(service|parts)[^/]*(\/|$)/i.test(pathname)
}
