import type { SanitizedConfig } from 'payload'

/**
 * A collection whose REST API is off (`endpoints: false`: Payload's own `payload-migrations`) answered every request
 * 501 Not Implemented, a 5xx for a route that simply is not there. With an empty endpoint list instead, Payload's
 * REST handler finds no route and answers 404, as for any other unknown path. Applied to the sanitized config, where
 * Payload has added its internal collections.
 */
export function internalCollectionsNotFound(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) if (collection.endpoints === false) collection.endpoints = []
  return config
}
