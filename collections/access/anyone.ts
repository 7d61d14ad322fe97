import type { Access } from 'payload'

/** Public website content: anyone may read. The multi-tenant plugin narrows staff to their sites. */
export const anyone: Access = () => true
