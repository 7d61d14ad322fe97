import type { Access } from 'payload'

/** Versioned content: shoppers read published documents only; staff read drafts too (the plugin narrows them to their sites). */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })
