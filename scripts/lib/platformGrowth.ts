/**
 * Grows a running cluster into a platform of many dealers for `npm run bench:platform` (issue 29.1): sites opened
 * from the new-dealer template through the platform admin's own endpoint (POST /api/sites/new-dealer), then each new
 * dealership stocked by bulk SQL with copies of one seeded dealer's cars (their photos, texts and lender figures too),
 * so a 250,000-car platform takes minutes rather than hours. The search index is then rebuilt by the real reindex.
 */
import pg from 'pg'
import { request } from './clusterRequests'

export type NewDealer = { site: number; slug: string; dealership: number; location: number | null }

/** Opens `count` dealer sites from `templateSite`, `concurrency` at a time; logs progress every 50. */
export async function openDealerSites(
  port: number,
  token: string,
  templateSite: number,
  count: number,
  log: (line: string) => void,
  concurrency = 4,
): Promise<NewDealer[]> {
  const opened: NewDealer[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const i = next++
      const answer = await request(port, '/api/sites/new-dealer', {
        token,
        timeoutMs: 120_000,
        json: {
          templateSite,
          dealerName: `Bench Motors ${i + 1}`,
          domain: `bench-motors-${i + 1}.example`,
          street: `${i + 1} Bench Road`,
          suburb: 'Ballarat',
          state: 'VIC',
          postcode: '3350',
          phone: '03 5300 0000',
          // The new-dealer form asks where the site's leads go (issue 39.1: no site opens with its leads reaching nobody).
          salesEmail: `sales@bench-motors-${i + 1}.example`,
        },
      })
      if (answer.status !== 201) throw new Error(`new dealer ${i + 1}: ${answer.status} ${answer.text.slice(0, 300)}`)
      const body = answer.json<{ id: number; slug: string; dealership: number; location: number | null }>()
      opened.push({ site: body.id, slug: body.slug, dealership: body.dealership, location: body.location })
      if (opened.length % 50 === 0) log(`  ${opened.length} of ${count} dealer sites opened`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return opened
}

/**
 * Copies the cars of `fromDealership` (with their photo rows, texts and lender figures) into each new dealer's
 * dealership and site, `perDealer` cars each (repeating the source list when it is shorter). Slugs and stock numbers
 * get the new site's id, so both unique indexes hold.
 */
export async function stockDealers(
  databaseUrl: string,
  fromDealership: number,
  dealers: NewDealer[],
  perDealer: number,
  log: (line: string) => void,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const columns = (
      await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'cars' and column_name <> 'id'
         order by ordinal_position`,
      )
    ).rows.map((r) => r.column_name)
    const replaced: Record<string, string> = {
      site_id: 'd.site',
      dealership_id: 'd.dealership',
      location_id: 'd.location',
      slug: `c.slug || '-b' || d.site || '-' || n.copy`,
      stocknum: `c.stocknum || '-b' || d.site || '-' || n.copy`,
      vin: 'null',
      views: '0',
      created_at: 'now()',
      updated_at: 'now()',
    }
    const list = columns.map((c) => `"${c}"`).join(', ')
    const values = columns.map((c) => replaced[c] ?? `c."${c}"`).join(', ')
    const source = (
      await client.query(`select count(*)::int as n from cars where dealership_id = $1`, [fromDealership])
    ).rows[0].n as number
    if (source === 0) throw new Error(`dealership ${fromDealership} has no cars to copy`)
    const copies = Math.ceil(perDealer / source)
    let inserted = 0
    for (let i = 0; i < dealers.length; i += 25) {
      const batch = dealers.slice(i, i + 25)
      await client.query('begin')
      await client.query(
        `create temp table if not exists bench_dealers (site int, dealership int, location int) on commit delete rows`,
      )
      await client.query(`insert into bench_dealers select * from unnest($1::int[], $2::int[], $3::int[])`, [
        batch.map((d) => d.site),
        batch.map((d) => d.dealership),
        batch.map((d) => d.location),
      ])
      const result = await client.query(
        `with picked as (
           select c.*, n.copy from cars c cross join generate_series(1, ${copies}) as n(copy)
           where c.dealership_id = $1
           order by n.copy, c.id limit ${perDealer}
         )
         insert into cars (${list})
         select ${values} from picked c cross join lateral (select c.copy) n cross join bench_dealers d`,
        [fromDealership],
      )
      // Photos, texts and lender figures of each copy: matched to their source car by the slug the copy was given.
      const copyOf = `cars c cross join bench_dealers d cross join generate_series(1, ${copies}) as k(copy)
                      join cars n on n.site_id = d.site and n.slug = c.slug || '-b' || d.site || '-' || k.copy`
      await client.query(
        `insert into cars_images (_order, _parent_id, id, url)
         select i._order, n.id, md5(random()::text || n.id || i.id), i.url from ${copyOf}
         join cars_images i on i._parent_id = c.id where c.dealership_id = $1`,
        [fromDealership],
      )
      await client.query(
        `insert into cars_texts ("order", parent_id, path, text)
         select t."order", n.id, t.path, t.text from ${copyOf}
         join cars_texts t on t.parent_id = c.id where c.dealership_id = $1`,
        [fromDealership],
      )
      await client.query(
        `insert into cars_finance_lenders (_order, _parent_id, id, provider, interest_rate, comparison_rate,
           payment_week, payment_month, term_years, term_months, deposit, balloon, disclaimer)
         select f._order, n.id, md5(random()::text || n.id || f.id), f.provider, f.interest_rate, f.comparison_rate,
           f.payment_week, f.payment_month, f.term_years, f.term_months, f.deposit, f.balloon, f.disclaimer
         from ${copyOf} join cars_finance_lenders f on f._parent_id = c.id where c.dealership_id = $1`,
        [fromDealership],
      )
      await client.query('commit')
      inserted += result.rowCount ?? 0
      if ((i / 25) % 4 === 3) log(`  ${inserted} cars copied`)
    }
    await client.query('analyze')
    return inserted
  } finally {
    await client.end()
  }
}
