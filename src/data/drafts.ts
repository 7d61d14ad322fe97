import { draftMode, headers } from 'next/headers'
import type { Offer, Page, Post, User } from '@/payload-types'
import { payloadClient } from './payloadClient'
import { bySite } from './sites'
import { signedInUser } from './staff'

/**
 * Drafts for preview and live preview. Only when Next's draft mode is on (set by /preview for signed-in staff) and
 * the request carries a staff session; reads run with that user's access (the multi-tenant plugin limits staff to
 * their sites) and are never cached.
 */
export async function previewUser(): Promise<User | null> {
  if (!(await draftMode()).isEnabled) return null
  const user = await signedInUser(await headers())
  return user && user.collection === 'users' ? (user as User) : null
}

export async function draftPage(siteId: number, slug: string, user: User): Promise<Page | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [bySite(siteId), { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    draft: true,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

export async function draftOffer(siteId: number, id: number, user: User): Promise<Offer | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'offers',
    where: { and: [bySite(siteId), { id: { equals: id } }] },
    limit: 1,
    depth: 2,
    draft: true,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

export async function draftPost(siteId: number, slug: string, user: User): Promise<Post | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [bySite(siteId), { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    draft: true,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}
