import type { ServerProps } from 'payload'
import { isPlatformAdmin } from '../../../collections/access/roles'

export const NEW_DEALER_SITE_PATH = '/admin/new-dealer-site'

/** Under the Platform menu group: the way to open a new dealer's site. Platform admins only. */
export function NewDealerSiteNavLink({ user }: ServerProps) {
  if (!isPlatformAdmin(user)) return null
  return (
    <a className="nav__link" href={NEW_DEALER_SITE_PATH} data-testid="nav-new-dealer-site">
      <span className="nav__link-label">New dealer site</span>
    </a>
  )
}

/** Above the sites list. */
export function NewDealerSiteListLink({ user }: ServerProps) {
  if (!isPlatformAdmin(user)) return null
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a
        className="btn btn--style-primary btn--size-medium"
        href={NEW_DEALER_SITE_PATH}
        data-testid="list-new-dealer-site"
      >
        New dealer site from a template
      </a>
    </p>
  )
}
