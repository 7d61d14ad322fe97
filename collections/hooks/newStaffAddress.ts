import { type CollectionAfterErrorHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'
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
  if (taken.totalDocs > 0) {
    const error = new ValidationError({
      collection: 'users',
      errors: [{ message: NEW_STAFF_ADDRESS_TAKEN, path: 'email' }],
    })
    throw Object.assign(error, { takenStaffAddress: true })
  }
  return data
}

/**
 * The answer to a taken address, in Payload's validation shape (the admin shows it on the field). Set here because
 * in the production build Payload's error formatting answered "An unknown error occurred." for an error thrown
 * from a hook; marked by a property, as the built server's errors lose their class.
 */
export const answerTakenStaffAddress: CollectionAfterErrorHook = ({ error }) => {
  if (!(error as { takenStaffAddress?: boolean }).takenStaffAddress) return
  return {
    status: 400,
    response: {
      errors: [
        {
          name: 'ValidationError',
          message: 'The following field is invalid: email',
          data: { collection: 'users', errors: [{ path: 'email', message: NEW_STAFF_ADDRESS_TAKEN }] },
        },
      ],
    },
  }
}
