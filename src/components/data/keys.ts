/** SWR keys (the GET URLs) of the browser's data reads. Pure, so the URLs are unit-tested. */

/** The lender disclaimer of a car (finance-info modal). */
export const financeDisclaimerKey = (carId: number, site: string): string =>
  `/api/cars/${carId}/finance-disclaimer?site=${encodeURIComponent(site)}`

/** The signed-in shopper's saved car ids on a site ({ signedIn: false, car_ids: [] } when signed out). */
export const watchlistListKey = (site: string): string => `/api/watchlist/list?site=${encodeURIComponent(site)}`

/** The site slug in a /sites/{slug} base path; '' on a site's own host, whose base path is ''. */
export const siteOfBasePath = (basePath: string): string => basePath.split('/')[2] ?? ''
