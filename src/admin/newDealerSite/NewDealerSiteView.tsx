import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { isPlatformAdmin } from '../../../collections/access/roles'
import { NewDealerSiteForm, type Choice } from './NewDealerSiteForm'
import './newDealerSite.css'

/**
 * The "New dealer site" screen (issue 20.7): ten inputs at most, then a working site. Platform admins only; the
 * endpoint checks again on the server, whoever calls it.
 */
export async function NewDealerSiteView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  const allowed = isPlatformAdmin(user)
  let templates: Choice[] = []
  let brands: Choice[] = []
  if (allowed) {
    const sites = await req.payload.find({
      collection: 'sites',
      depth: 0,
      limit: 200,
      sort: 'name',
      select: { name: true, state: true },
      user,
      overrideAccess: false,
    })
    templates = sites.docs.map((site) => ({ value: String(site.id), label: site.name }))
    const makes = await req.payload.find({
      collection: 'manufacturers',
      depth: 0,
      limit: 500,
      sort: 'name',
      select: { name: true },
      user,
      overrideAccess: false,
    })
    brands = makes.docs.map((make) => ({ value: String(make.id), label: make.name }))
  }
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div className="new-dealer" data-testid="new-dealer-site">
          <h1>New dealer site</h1>
          {allowed ? (
            <>
              <p className="new-dealer__intro">
                The new site starts as a copy of the template: its menu, footer, home page, other pages and legal texts.
                It shows the stock of the new dealership, and keeps the opening hours of the template's main location
                until you change them.
              </p>
              <NewDealerSiteForm templates={templates} brands={brands} />
            </>
          ) : (
            <p role="alert" data-testid="new-dealer-refused">
              Only platform admins open new dealer sites. Ask a platform admin to set up the site.
            </p>
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
