import { payloadClient } from './payloadClient'
import { signedInUser } from './staff'

/**
 * DELETE /api/payload-preferences/{key}: removes the signed-in user's own preference. Payload 3.90.1 builds this
 * delete with a where through the polymorphic `user` relation that its Postgres adapter cannot join in a DELETE
 * ("missing FROM-clause entry", a 500 for every key), so the preference is found first (a find can join it) and
 * deleted by its id. Answers as Payload's route does.
 */
export async function deleteOwnPreference(headers: Headers, key: string): Promise<Response> {
  const user = await signedInUser(headers)
  if (!user)
    return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 401 })
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: user.id } },
        { 'user.relationTo': { equals: user.collection } },
      ],
    },
    limit: 1,
    depth: 0,
    // Payload's preference access (its own user's only) applies, beside the where.
    user,
    overrideAccess: false,
  })
  const preference = found.docs[0]
  if (!preference) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  await payload.delete({ collection: 'payload-preferences', id: preference.id, depth: 0, user, overrideAccess: false })
  return Response.json({ message: 'Deleted successfully.' }, { status: 200 })
}
