import type { UIFieldServerProps } from 'payload'
import { type PhotoReport, photoReportLine } from '@/domain/feedPhotos'
import '@/admin/admin.css'

const STARTED = new Set(['done', 'done-rejected'])

/**
 * The photo part of an import's report (issue 39.3): once the import is applied, the photo job copies the feed's
 * photos; this says how many are stored and lists, per car, the photos it could not fetch and why. They are tried
 * again at the next import; until one arrives the car shows the site's placeholder.
 */
export function ImportPhotoReport({ data }: UIFieldServerProps) {
  if (!data?.id || !STARTED.has(String(data.status))) return null
  const report = data.photoReport as PhotoReport | null | undefined
  if (!report) {
    return (
      <section className="stock-import-report" data-testid="import-photos">
        <p>Photos: copying the feed’s photos to the site. This report shows the result when it is done.</p>
      </section>
    )
  }
  return (
    <section className="stock-import-report" data-testid="import-photos">
      <p data-testid="import-photos-line">
        Photos: {photoReportLine(report)}
        {report.status === 'running' ? '; still copying the rest' : ''}.
      </p>
      {report.problems.length > 0 ? (
        <div className="stock-import-report__table-wrap">
          <table className="stock-import-report__table" data-testid="photo-problems">
            <caption>
              Photos that could not be fetched. They are tried again at the next import; a car without any shows the
              site’s placeholder.
            </caption>
            <thead>
              <tr>
                <th scope="col">Car</th>
                <th scope="col">Photo address</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {report.problems.flatMap((car) =>
                car.photos.map((photo, i) => (
                  <tr key={`${car.car}-${i}`}>
                    <td>
                      {i === 0 ? (
                        <a href={`/admin/collections/cars/${car.car}`}>
                          {car.title}
                          {car.stocknum ? ` (${car.stocknum})` : ''}
                        </a>
                      ) : null}
                    </td>
                    <td className="stock-import-report__url">{photo.url}</td>
                    <td>{photo.reason}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
