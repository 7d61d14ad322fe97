import type { ServerComponentProps } from 'payload'
import { leadAnswers, formName } from '@/leads/answers'
import '../admin.css'
import { relationId } from '@/domain/relationId'

/**
 * The lead as staff read it: the car (with links to its admin page and its page on the site) and every answer the
 * shopper gave, as 'Label: value' rows under the labels of the shopper's own form (src/leads/answers.ts).
 * Reads run with the signed-in user's access, so names come only from the user's own sites.
 */
export async function LeadAnswers({ data, payload, req }: ServerComponentProps) {
  if (!data) return null
  const siteId = relationId(data.site)
  const asUser = { overrideAccess: false, user: req.user, depth: 0 } as const
  const [site, locations, dealerships] = siteId
    ? await Promise.all([
        payload.findByID({ collection: 'sites', id: siteId, ...asUser }).catch(() => null),
        payload
          .find({ collection: 'locations', where: { site: { equals: siteId } }, limit: 200, ...asUser })
          .catch(() => null),
        payload
          .find({ collection: 'dealerships', where: { site: { equals: siteId } }, limit: 200, ...asUser })
          .catch(() => null),
      ])
    : [null, null, null]
  const answers = leadAnswers(data.form as string, data.fields, {
    locations: Object.fromEntries((locations?.docs ?? []).map((l) => [String(l.id), l.name])),
    dealerships: Object.fromEntries((dealerships?.docs ?? []).map((d) => [d.slug, d.name])),
  })

  const carId = relationId(data.car)
  const car = carId ? await payload.findByID({ collection: 'cars', id: carId, ...asUser }).catch(() => null) : null
  const vehicle = data.vehicle as { name?: string | null; stocknum?: string | null } | undefined
  const carName =
    vehicle?.name || (car ? [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ') : null) || null

  return (
    <section className="lead-answers" data-testid="lead-answers" aria-labelledby="lead-answers-title">
      <h3 id="lead-answers-title" className="lead-answers__title">
        {formName(data.form as string)}
      </h3>
      {carName ? (
        <p className="lead-answers__car" data-testid="lead-car">
          <span className="lead-answers__label">Car: </span>
          <strong>{carName}</strong>
          {vehicle?.stocknum ? ` (stock number ${vehicle.stocknum})` : null}
          {carId ? (
            <>
              {' · '}
              <a href={`/admin/collections/cars/${carId}`}>Open the car in the admin</a>
            </>
          ) : null}
          {car && site ? (
            <>
              {' · '}
              <a href={`/sites/${site.slug}/cars/${car.slug ?? car.id}`} target="_blank" rel="noreferrer">
                See the car on the site
              </a>
            </>
          ) : carId ? (
            ' · this car is no longer in stock'
          ) : null}
        </p>
      ) : null}
      {answers.length ? (
        <dl className="lead-answers__list">
          {answers.map((a) => (
            <div className="lead-answers__row" key={a.name} data-testid={`answer-${a.name}`}>
              <dt>{a.label}</dt>
              <dd>{a.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>The form sent no answers besides the contact details below.</p>
      )}
    </section>
  )
}
