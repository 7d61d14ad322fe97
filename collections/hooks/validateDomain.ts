import type { TextFieldSingleValidation } from 'payload'
import { domainProblem, normaliseHost } from '../../src/lib/hostName'

/**
 * A site's domain: a real host name, not another site's. The database's unique index is the last word; this says why
 * in words, instead of a bare "Value must be unique".
 */
export const validateDomain: TextFieldSingleValidation = async (value, { req, id, data }) => {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter a host name, e.g. acme-toyota.example.'
  const host = normaliseHost(value)
  const problem = domainProblem(host)
  if (problem) return problem
  const sameSite = ((data as { domains?: { domain?: string; id?: string }[] } | undefined)?.domains ?? []).filter(
    (row) => typeof row?.domain === 'string' && normaliseHost(row.domain) === host,
  )
  if (sameSite.length > 1) return `'${host}' is listed twice.`
  // Uniqueness is across every site, which no site admin may read: the lookup runs without access control and tells
  // the caller only that the host is taken. Only platform admins can submit domains at all (field access).
  const { docs } = await req.payload.find({
    collection: 'sites',
    where: { and: [{ 'domains.domain': { equals: host } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ? `'${host}' already belongs to another site.` : true
}
