import type { Payload, PayloadRequest } from 'payload'
import type { Car, Site } from '@/payload-types'
import type { AlertChannel, AlertItem, AlertReason } from '@/domain/alertDigest'
import type { SearchState } from '@/domain/searchUrl'
import { postgresPool, type Queryable, queryIn } from './pool'

/**
 * Issue 30: saved searches, alert choices and consent, pending alert items and digests, in the plain tables of the
 * migration saved_searches_and_alerts, written with SQL like the watchlist. Every function takes the Payload it runs
 * in (a request's or a job's), so jobs, routes and tests share one pool per process.
 */
const db = (payload: Payload): Queryable => postgresPool(payload, 'Saved searches and alerts')

export interface SavedSearchRow {
  id: number
  name: string
  state: SearchState
  paused: boolean
  createdAt: string
}

const savedSearchRow = (r: { id: number; name: string; state: SearchState; paused: boolean; created_at: Date }) => ({
  id: r.id,
  name: r.name,
  state: r.state,
  paused: r.paused,
  createdAt: new Date(r.created_at).toISOString(),
})

/** A shopper's saved searches on a site, newest first. */
export async function savedSearchesOf(payload: Payload, siteId: number, phone: string): Promise<SavedSearchRow[]> {
  const { rows } = await db(payload).query<Parameters<typeof savedSearchRow>[0]>(
    'SELECT id, name, state, paused, created_at FROM saved_searches WHERE site_id = $1 AND phone = $2 ORDER BY id DESC',
    [siteId, phone],
  )
  return rows.map(savedSearchRow)
}

/** Saves a search unless the shopper already has `max` on the site (null then). */
export async function createSavedSearch(
  payload: Payload,
  input: { siteId: number; phone: string; name: string; state: SearchState; max: number },
): Promise<SavedSearchRow | null> {
  const { rows } = await db(payload).query<Parameters<typeof savedSearchRow>[0]>(
    `INSERT INTO saved_searches (site_id, phone, name, state)
     SELECT $1::int, $2::varchar, $3::varchar, $4::jsonb
     WHERE (SELECT count(*) FROM saved_searches WHERE site_id = $1::int AND phone = $2::varchar) < $5::int
     RETURNING id, name, state, paused, created_at`,
    [input.siteId, input.phone, input.name, JSON.stringify(input.state), input.max],
  )
  return rows[0] ? savedSearchRow(rows[0]) : null
}

/**
 * Issue 39.5: an e-mail save waiting for its confirmation link (never matched until then). Unconfirmed saves older
 * than `pendingDays` go first; then, when the address already has `pendingPerAddress` waiting on the site, the
 * oldest waiting one makes room (a stranger cannot block the owner's save). Null when the address has `max` saved.
 */
export async function createPendingSavedSearch(
  payload: Payload,
  input: {
    siteId: number
    key: string
    name: string
    state: SearchState
    token: string
    max: number
    pendingPerAddress: number
    pendingDays: number
  },
): Promise<SavedSearchRow | null> {
  const q = db(payload)
  await q.query(
    `DELETE FROM saved_searches WHERE site_id = $1 AND confirm_token IS NOT NULL
       AND created_at < now() - make_interval(days => $2::int)`,
    [input.siteId, input.pendingDays],
  )
  await q.query(
    `DELETE FROM saved_searches WHERE id IN (
       SELECT id FROM saved_searches WHERE site_id = $1 AND phone = $2 AND confirm_token IS NOT NULL
       ORDER BY created_at DESC, id DESC OFFSET greatest($3::int - 1, 0))`,
    [input.siteId, input.key, input.pendingPerAddress],
  )
  const { rows } = await q.query<Parameters<typeof savedSearchRow>[0]>(
    `INSERT INTO saved_searches (site_id, phone, name, state, confirm_token)
     SELECT $1::int, $2::varchar, $3::varchar, $4::jsonb, $5::varchar
     WHERE (SELECT count(*) FROM saved_searches
            WHERE site_id = $1::int AND phone = $2::varchar AND confirm_token IS NULL) < $6::int
     RETURNING id, name, state, paused, created_at`,
    [input.siteId, input.key, input.name, JSON.stringify(input.state), input.token, input.max],
  )
  return rows[0] ? savedSearchRow(rows[0]) : null
}

/**
 * Records an e-mail shopper's address for alerts without confirming it: a new row waits for a confirmation link, an
 * existing one is left as it is (a stranger's save never resumes alerts the owner stopped, nor changes the consent).
 */
export async function ensureEmailSubscription(
  payload: Payload,
  input: { siteId: number; key: string; email: string; consentText: string; unsubscribeToken: string },
): Promise<void> {
  await db(payload).query(
    `INSERT INTO alert_subscriptions (site_id, phone, channel, email, unsubscribe_token, consent_text, consent_at)
     VALUES ($1, $2, 'email', $3, $4, $5, now()) ON CONFLICT (site_id, phone) DO NOTHING`,
    [input.siteId, input.key, input.email, input.unsubscribeToken, input.consentText],
  )
}

/**
 * Issue 39.5, the confirmation link of an e-mail save: the saved search starts, and its address is confirmed with
 * the consent the shopper gave (alerts the address had stopped resume: the owner asked again, from the address).
 * Null when the token is unknown, used, too old, or of another site; also when the address has `max` saved.
 */
export async function confirmPendingSavedSearch(
  payload: Payload,
  input: { token: string; siteId: number; consentText: string; max: number; pendingDays: number },
): Promise<{ name: string; email: string | null } | null> {
  const { rows } = await db(payload).query<{ name: string; email: string | null }>(
    `WITH pending AS (
       SELECT id, phone FROM saved_searches
       WHERE confirm_token = $1 AND site_id = $2 AND created_at >= now() - make_interval(days => $5::int)
         AND (SELECT count(*) FROM saved_searches c
              WHERE c.site_id = $2 AND c.phone = saved_searches.phone AND c.confirm_token IS NULL) < $4::int
     ), started AS (
       UPDATE saved_searches s SET confirm_token = NULL, updated_at = now() FROM pending
       WHERE s.id = pending.id RETURNING s.name, s.phone
     ), subscribed AS (
       UPDATE alert_subscriptions a SET email_confirmed_at = coalesce(a.email_confirmed_at, now()),
         unsubscribed_at = NULL, consent_text = $3, consent_at = now(), confirm_token = NULL
       FROM started WHERE a.site_id = $2 AND a.phone = started.phone RETURNING a.email
     )
     SELECT started.name, (SELECT email FROM subscribed LIMIT 1) AS email FROM started`,
    [input.token, input.siteId, input.consentText, input.max, input.pendingDays],
  )
  return rows[0] ?? null
}

/** Renames or pauses one of the shopper's own saved searches; false when it is not theirs (or not there). */
export async function updateSavedSearch(
  payload: Payload,
  key: { siteId: number; phone: string; id: number },
  change: { name?: string; paused?: boolean },
): Promise<boolean> {
  const { rowCount } = await db(payload).query(
    `UPDATE saved_searches SET name = coalesce($4, name), paused = coalesce($5, paused), updated_at = now()
     WHERE id = $1 AND site_id = $2 AND phone = $3`,
    [key.id, key.siteId, key.phone, change.name ?? null, change.paused ?? null],
  )
  return rowCount === 1
}

export async function deleteSavedSearch(
  payload: Payload,
  key: { siteId: number; phone: string; id: number },
): Promise<boolean> {
  const { rowCount } = await db(payload).query(
    'DELETE FROM saved_searches WHERE id = $1 AND site_id = $2 AND phone = $3',
    [key.id, key.siteId, key.phone],
  )
  return rowCount === 1
}

/** Sites with at least one active saved search of a subscribed shopper: the only sites a new car is matched for. */
export async function sitesWithActiveSavedSearches(payload: Payload): Promise<number[]> {
  const { rows } = await db(payload).query<{ site_id: number }>(
    `SELECT DISTINCT s.site_id FROM saved_searches s
     JOIN alert_subscriptions a ON a.site_id = s.site_id AND a.phone = s.phone AND a.unsubscribed_at IS NULL
     WHERE NOT s.paused AND s.confirm_token IS NULL`,
  )
  return rows.map((r) => r.site_id)
}

/** The site's active saved searches of subscribed shoppers. */
export async function activeSavedSearches(
  payload: Payload,
  siteId: number,
): Promise<Array<{ id: number; phone: string; state: SearchState }>> {
  const { rows } = await db(payload).query<{ id: number; phone: string; state: SearchState }>(
    `SELECT s.id, s.phone, s.state FROM saved_searches s
     JOIN alert_subscriptions a ON a.site_id = s.site_id AND a.phone = s.phone AND a.unsubscribed_at IS NULL
     WHERE s.site_id = $1 AND NOT s.paused AND s.confirm_token IS NULL`,
    [siteId],
  )
  return rows
}

/** Subscribed shoppers watching these cars, per site. */
export async function subscribedWatchers(
  payload: Payload,
  carIds: number[],
): Promise<Array<{ siteId: number; phone: string; carId: number }>> {
  if (carIds.length === 0) return []
  const { rows } = await db(payload).query<{ site_id: number; phone: string; car_id: number }>(
    `SELECT w.site_id, w.phone, w.car_id FROM watchlist_entries w
     JOIN alert_subscriptions a ON a.site_id = w.site_id AND a.phone = w.phone AND a.unsubscribed_at IS NULL
     WHERE w.car_id = ANY($1::int[])`,
    [carIds],
  )
  return rows.map((r) => ({ siteId: r.site_id, phone: r.phone, carId: r.car_id }))
}

export interface NewAlertItem extends AlertItem {
  siteId: number
  phone: string
  savedSearchId?: number | null
}

/** A car is told once per shopper as a new match, and once per new price as a drop: the unique key says which. */
const dedupeKey = (item: NewAlertItem) =>
  item.reason === 'price-drop' ? `price-drop:${item.carId}:${item.price ?? ''}` : `new-match:${item.carId}`

/** Stores alert items (a repeat is ignored); returns the (site, phone) pairs that got a new one. */
export async function addAlertItems(
  payload: Payload,
  items: readonly NewAlertItem[],
): Promise<Array<{ siteId: number; phone: string }>> {
  const touched = new Map<string, { siteId: number; phone: string }>()
  for (let i = 0; i < items.length; i += 5000) {
    const batch = items.slice(i, i + 5000)
    const { rows } = await db(payload).query<{ site_id: number; phone: string }>(
      `INSERT INTO alert_items (site_id, phone, car_id, reason, saved_search_id, price_before, price, dedupe_key)
       SELECT * FROM unnest($1::int[], $2::varchar[], $3::int[], $4::varchar[], $5::int[], $6::numeric[], $7::numeric[], $8::varchar[])
       ON CONFLICT (site_id, phone, dedupe_key) DO NOTHING
       RETURNING site_id, phone`,
      [
        batch.map((b) => b.siteId),
        batch.map((b) => b.phone),
        batch.map((b) => b.carId),
        batch.map((b) => b.reason),
        batch.map((b) => b.savedSearchId ?? null),
        batch.map((b) => b.priceBefore ?? null),
        batch.map((b) => b.price ?? null),
        batch.map(dedupeKey),
      ],
    )
    for (const r of rows) touched.set(`${r.site_id}|${r.phone}`, { siteId: r.site_id, phone: r.phone })
  }
  return [...touched.values()]
}

export interface AlertSubscription {
  siteId: number
  phone: string
  channel: AlertChannel
  email: string | null
  emailConfirmedAt: string | null
  consentText: string
  consentAt: string
  unsubscribedAt: string | null
  unsubscribeToken: string
}

type SubscriptionRecord = {
  site_id: number
  phone: string
  channel: AlertChannel
  email: string | null
  email_confirmed_at: Date | null
  consent_text: string
  consent_at: Date
  unsubscribed_at: Date | null
  unsubscribe_token: string
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)
const subscription = (r: SubscriptionRecord): AlertSubscription => ({
  siteId: r.site_id,
  phone: r.phone,
  channel: r.channel,
  email: r.email,
  emailConfirmedAt: iso(r.email_confirmed_at),
  consentText: r.consent_text,
  consentAt: iso(r.consent_at)!,
  unsubscribedAt: iso(r.unsubscribed_at),
  unsubscribeToken: r.unsubscribe_token,
})

const SUBSCRIPTION_COLUMNS =
  'site_id, phone, channel, email, email_confirmed_at, consent_text, consent_at, unsubscribed_at, unsubscribe_token'

export async function alertSubscription(
  payload: Payload,
  siteId: number,
  phone: string,
): Promise<AlertSubscription | null> {
  const { rows } = await db(payload).query<SubscriptionRecord>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM alert_subscriptions WHERE site_id = $1 AND phone = $2`,
    [siteId, phone],
  )
  return rows[0] ? subscription(rows[0]) : null
}

/**
 * Records the shopper's choice and consent (its wording and time). An e-mail address new to the subscription waits
 * for its confirmation (double opt-in); the same address keeps its confirmation.
 */
export async function saveAlertSubscription(
  payload: Payload,
  input: {
    siteId: number
    phone: string
    channel: AlertChannel
    email: string | null
    consentText: string
    confirmToken: string | null
    unsubscribeToken: string
  },
): Promise<AlertSubscription> {
  const { rows } = await db(payload).query<SubscriptionRecord>(
    `INSERT INTO alert_subscriptions (site_id, phone, channel, email, confirm_token, unsubscribe_token, consent_text, consent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (site_id, phone) DO UPDATE SET
       channel = excluded.channel,
       email = excluded.email,
       email_confirmed_at = CASE WHEN alert_subscriptions.email IS NOT DISTINCT FROM excluded.email
         THEN alert_subscriptions.email_confirmed_at ELSE NULL END,
       confirm_token = CASE WHEN alert_subscriptions.email IS NOT DISTINCT FROM excluded.email
         AND alert_subscriptions.email_confirmed_at IS NOT NULL THEN NULL ELSE excluded.confirm_token END,
       consent_text = excluded.consent_text,
       consent_at = excluded.consent_at,
       unsubscribed_at = NULL
     RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [
      input.siteId,
      input.phone,
      input.channel,
      input.email,
      input.confirmToken,
      input.unsubscribeToken,
      input.consentText,
    ],
  )
  return subscription(rows[0]!)
}

/** Double opt-in: the e-mail's link confirms the address. Null when the token is unknown, used, or of another site. */
export async function confirmAlertEmail(
  payload: Payload,
  token: string,
  siteId: number,
): Promise<AlertSubscription | null> {
  const { rows } = await db(payload).query<SubscriptionRecord>(
    `UPDATE alert_subscriptions SET email_confirmed_at = now(), confirm_token = NULL
     WHERE confirm_token = $1 AND site_id = $2 RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [token, siteId],
  )
  return rows[0] ? subscription(rows[0]) : null
}

/** One-tap unsubscribe (the link in every message). Null when the token is unknown or of another site. */
export async function unsubscribeAlerts(
  payload: Payload,
  token: string,
  siteId: number,
): Promise<AlertSubscription | null> {
  const { rows } = await db(payload).query<SubscriptionRecord>(
    `UPDATE alert_subscriptions SET unsubscribed_at = coalesce(unsubscribed_at, now())
     WHERE unsubscribe_token = $1 AND site_id = $2 RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [token, siteId],
  )
  return rows[0] ? subscription(rows[0]) : null
}

/**
 * A STOP reply to an alert text (src/shopper/smsInbound.ts): every site's SMS alerts to that phone end. The platform
 * texts from one number for all its dealers, so the carrier's opt-out covers them all. E-mail alerts are not texts
 * and stay. Returns the sites whose alerts stopped now.
 */
export async function stopSmsAlerts(payload: Payload, phone: string): Promise<number[]> {
  const { rows } = await db(payload).query<{ site_id: number }>(
    `UPDATE alert_subscriptions SET unsubscribed_at = now()
     WHERE phone = $1 AND channel = 'sms' AND unsubscribed_at IS NULL RETURNING site_id`,
    [phone],
  )
  return rows.map((r) => r.site_id)
}

/** Shoppers of the site with items waiting and a subscription that can send now (an e-mail must be confirmed). */
export async function shoppersWithPendingAlerts(payload: Payload, siteId: number): Promise<AlertSubscription[]> {
  const { rows } = await db(payload).query<SubscriptionRecord>(
    `SELECT ${SUBSCRIPTION_COLUMNS.split(', ')
      .map((c) => `a.${c}`)
      .join(', ')} FROM alert_subscriptions a
     WHERE a.site_id = $1 AND a.unsubscribed_at IS NULL AND (a.channel = 'sms' OR a.email_confirmed_at IS NOT NULL)
       AND EXISTS (SELECT 1 FROM alert_items i WHERE i.site_id = a.site_id AND i.phone = a.phone AND i.digest_id IS NULL)`,
    [siteId],
  )
  return rows.map(subscription)
}

/**
 * Claims the shopper's digest of the day: the unique (site, phone, day) row. Exactly one caller gets its id, however
 * many servers try at once; the others get null (today's digest is taken: what waits goes tomorrow).
 */
export async function claimDigest(
  payload: Payload,
  key: { siteId: number; phone: string; day: string; channel: AlertChannel },
): Promise<number | null> {
  const { rows } = await db(payload).query<{ id: number }>(
    `INSERT INTO alert_digests (site_id, phone, day, channel, status) VALUES ($1, $2, $3::date, $4, 'sending')
     ON CONFLICT (site_id, phone, day) DO NOTHING RETURNING id`,
    [key.siteId, key.phone, key.day, key.channel],
  )
  return rows[0]?.id ?? null
}

/** Gives a claimed digest every item waiting for the shopper (moved in one statement, so no item goes twice). */
export async function takePendingItems(
  payload: Payload,
  digestId: number,
  key: { siteId: number; phone: string },
): Promise<AlertItem[]> {
  const { rows } = await db(payload).query<{
    car_id: number
    reason: AlertReason
    price_before: string | null
    price: string | null
  }>(
    `UPDATE alert_items SET digest_id = $1 WHERE site_id = $2 AND phone = $3 AND digest_id IS NULL
     RETURNING car_id, reason, price_before, price, id`,
    [digestId, key.siteId, key.phone],
  )
  const num = (v: string | null) => (v === null ? null : Number(v))
  return rows
    .map((r) => ({ carId: r.car_id, reason: r.reason, priceBefore: num(r.price_before), price: num(r.price) }))
    .sort((a, b) => a.carId - b.carId)
}

/**
 * Ends a claimed digest. One with nothing left to say (every car sold) is removed with its items' claim, so a car
 * listed later that day can still be told.
 */
export async function finishDigest(
  payload: Payload,
  digestId: number,
  outcome: { status: 'sent' | 'failed' | 'empty'; carIds: number[]; error?: string },
): Promise<void> {
  if (outcome.status === 'empty') {
    await db(payload).query('DELETE FROM alert_items WHERE digest_id = $1', [digestId])
    await db(payload).query('DELETE FROM alert_digests WHERE id = $1', [digestId])
    return
  }
  await db(payload).query(
    `UPDATE alert_digests SET status = $2::varchar, car_ids = $3::int[], error = $4::text,
       sent_at = CASE WHEN $2::varchar = 'sent' THEN now() END
     WHERE id = $1`,
    [digestId, outcome.status, outcome.carIds, outcome.error ?? null],
  )
}

/** Privacy request: everything the alerts hold about the shopper on the site (by phone, or by the e-mail address). */
export async function forgetAlertShopper(
  payload: Payload,
  siteId: number,
  who: { phone?: string | null; email?: string | null },
): Promise<void> {
  const phones = new Set<string>(who.phone ? [who.phone] : [])
  if (who.email) {
    const { rows } = await db(payload).query<{ phone: string }>(
      'SELECT phone FROM alert_subscriptions WHERE site_id = $1 AND lower(email) = lower($2)',
      [siteId, who.email],
    )
    for (const r of rows) phones.add(r.phone)
  }
  if (phones.size === 0) return
  const list = [...phones]
  for (const table of ['alert_items', 'alert_digests', 'alert_subscriptions', 'saved_searches'])
    await db(payload).query(`DELETE FROM ${table} WHERE site_id = $1 AND phone = ANY($2::varchar[])`, [siteId, list])
}

/** The site dashboard's figures (issue 30.4). */
export async function alertFigures(
  payload: Payload,
  siteId: number,
  since: Date,
  weeksFrom: Date,
): Promise<{
  savedSearches: number
  alertsSince: number
  carsSince: number[]
  alertsByWeek: Array<{ week: string; count: number }>
}> {
  const q = db(payload)
  const [searches, sent, weeks] = await Promise.all([
    q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM saved_searches WHERE site_id = $1 AND confirm_token IS NULL',
      [siteId],
    ),
    q.query<{ n: number; cars: number[] | null }>(
      `SELECT count(DISTINCT alert_digests.id)::int AS n, array_agg(DISTINCT c) FILTER (WHERE c IS NOT NULL) AS cars
       FROM alert_digests LEFT JOIN LATERAL unnest(car_ids) AS c ON true
       WHERE site_id = $1 AND status = 'sent' AND sent_at >= $2`,
      [siteId, since],
    ),
    q.query<{ week: string; n: number }>(
      `SELECT to_char(date_trunc('week', sent_at), 'YYYY-MM-DD') AS week, count(*)::int AS n FROM alert_digests
       WHERE site_id = $1 AND status = 'sent' AND sent_at >= $2 GROUP BY 1 ORDER BY 1`,
      [siteId, weeksFrom],
    ),
  ])
  return {
    savedSearches: searches.rows[0]?.n ?? 0,
    alertsSince: sent.rows[0]?.n ?? 0,
    carsSince: sent.rows[0]?.cars ?? [],
    alertsByWeek: weeks.rows.map((r) => ({ week: r.week, count: r.n })),
  }
}

/** A site as the alert jobs need it (its search binding, name, zone, locale, domains, alert switch). */
export async function siteForAlerts(payload: Payload, siteId: number): Promise<Site | null> {
  return payload.findByID({ collection: 'sites', id: siteId, depth: 0, disableErrors: true })
}

/** Cars with their dealership and location (depth 1), as their search record needs them. */
export async function carsForAlerts(payload: Payload, ids: readonly number[]): Promise<Car[]> {
  if (ids.length === 0) return []
  const cars: Car[] = []
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500)
    const { docs } = await payload.find({
      collection: 'cars',
      where: { id: { in: slice } },
      depth: 1,
      limit: slice.length,
      pagination: false,
    })
    cars.push(...docs)
  }
  return cars
}

/** Whether any shopper anywhere takes alerts: saves of cars skip queuing a matching job when none does. */
export async function anyAlertSubscribers(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const text = 'SELECT EXISTS (SELECT 1 FROM alert_subscriptions WHERE unsubscribed_at IS NULL) AS any'
  // Inside a save's transaction, on its connection: a second connection per save starved the pool when more saves
  // ran at once than it has connections (each held one and waited for another).
  const { rows } = await queryIn(payload, req, text)
  return rows[0]?.any === true
}
