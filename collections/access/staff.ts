import type { Access } from 'payload'

/** Any signed-in staff member; the multi-tenant plugin then narrows the result to their sites. */
export const staff: Access = ({ req }) => Boolean(req.user)
