import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { isPlatformAdmin } from '../access/roles'

/**
 * What a site admin learns when the address of a new staff member (or a changed address) is taken (issue 27.2). Payload's own check
 * ("A user with the given email is already registered") told one dealer's admin that an address belongs to some
 * other dealer's staff or to a platform admin. A site admin now gets one neutral answer for every taken address,
 * whoever holds it (their own colleague, another dealer's staff, a platform admin), which names the way forward and
 * nothing about the holder. Platform admins, who see every account anyway, keep Payload's answer.
 */
export const NEW_STAFF_ADDRESS_TAKEN =
  'This e-mail address cannot be used for a new staff account. If this person should work on your site, ask a platform admin to add them.'

export const neutralNewStaffAddress: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (!req.user || isPlatformAdmin(req.user)) return data
  const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
  // A changed address is asked the same way (the database's unique check would answer "Value must be unique").
  const ownId = operation === 'update' ? (originalDoc as { id?: number | string } | undefined)?.id : undefined
  if (!email || (operation === 'update' && email === String(originalDoc?.email ?? '').toLowerCase())) return data
  const taken = await req.payload.count({
    collection: 'users',
    where: ownId === undefined ? { email: { equals: email } } : { email: { equals: email }, id: { not_equals: ownId } },
    overrideAccess: true,
    req,
  })
  if (taken.totalDocs > 0)
    throw new ValidationError({ collection: 'users', errors: [{ message: NEW_STAFF_ADDRESS_TAKEN, path: 'email' }] })
  return data
}
