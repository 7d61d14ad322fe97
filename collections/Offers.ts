import type { CollectionConfig, FieldHook, PayloadRequest } from 'payload'
import { offerScheduleText } from '../src/domain/offerSchedule'
import type { Locale } from '../src/domain/types'
import { staff } from './access/staff'
import { publishedOrStaff } from './access/publishedOrStaff'
import { updatedByField } from './fields/updatedBy'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'
import { autosavedDrafts, sitePreview } from './livePreview'
import { siteTimeZone } from '@/domain/siteTimeZone'

const revalidate = revalidateSiteCollection('offers')

type SiteClock = { locale: Locale; timeZone: string }

/**
 * The Schedule column of the admin's offers list ('Scheduled: 1 Dec 2026 – 31 Jan 2027', 'Live until …', 'Ended …'), in
 * the offer's site's date format and time zone. Staff reads only: the shopper pages decide with isPromoActive.
 */
/** When Payload's Schedule Publish will publish this draft offer (the queued job's waitUntil); null when not. */
async function scheduledPublish(req: PayloadRequest, id: unknown): Promise<number | null> {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { waitUntil: { greater_than: new Date().toISOString() } },
        { 'input.type': { equals: 'publish' } },
        { 'input.doc.relationTo': { equals: 'offers' } },
        { 'input.doc.value': { equals: String(id) } },
      ],
    },
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const at = docs[0]?.waitUntil ? Date.parse(String(docs[0].waitUntil)) : NaN
  return Number.isFinite(at) ? at : null
}

const scheduleForStaff: FieldHook = async ({ siblingData, req }) => {
  if (!req.user) return undefined
  const ref = siblingData?.site as number | string | { id: number | string } | null | undefined
  const siteId = ref && typeof ref === 'object' ? ref.id : ref
  // One read per site per request: a list of 100 offers of one site reads its site once.
  const cache = ((req.context.offerSiteClocks as Map<string, Promise<SiteClock>> | undefined) ??= new Map())
  const key = String(siteId ?? '')
  let clock = cache.get(key)
  if (!clock) {
    clock = (
      siteId
        ? req.payload
            .findByID({ collection: 'sites', id: siteId, depth: 0, req, overrideAccess: true })
            .catch(() => null)
        : Promise.resolve(null)
    ).then((site) => ({
      locale: (site?.locale ?? 'en-AU') as Locale,
      timeZone: siteTimeZone(site?.timeZone),
    }))
    cache.set(key, clock)
  }
  const { locale, timeZone } = await clock
  const draft = siblingData?._status === 'draft'
  return offerScheduleText(
    {
      startsAt: siblingData?.startsAt as string | null,
      expiresAt: siblingData?.expiresAt as string | null,
      draft,
      publishAt: draft && siblingData?.id !== undefined ? await scheduledPublish(req, siblingData.id) : null,
    },
    new Date(),
    locale,
    timeZone,
  )
}

/** Spec "Offer": name, description, disclaimer, manufacturer, model, image, excluded_website_ids. Drafts and live preview. */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'model', 'schedule', '_status'],
    ...sitePreview((data) =>
      data.id !== undefined && data.id !== null ? `/offers/${String(data.id)}` : '/special-offers',
    ),
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  versions: autosavedDrafts,
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    updatedByField,
    {
      name: 'description',
      type: 'textarea',
      admin: { description: 'Cards show the first 160 characters; longer than 200 collapses behind View more.' },
    },
    {
      name: 'disclaimer',
      type: 'textarea',
      admin: { description: 'Longer than 200 characters collapses behind View more.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
        { name: 'model', type: 'relationship', relationTo: 'models' },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown at 375x250; the model image is used when empty.' },
    },
    {
      name: 'imageUrl',
      label: 'Image address',
      type: 'text',
      admin: { description: 'Used when no image is uploaded.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', label: 'Starts', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'expiresAt', label: 'Ends', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'order',
          label: 'Position',
          type: 'number',
          admin: { description: 'Lower numbers come first.' },
        },
      ],
    },
    {
      // Computed on read (no column): whether the offer is scheduled, live or ended, with its dates.
      name: 'schedule',
      label: 'Schedule',
      type: 'text',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar', disableListFilter: true, disableGroupBy: true },
      hooks: { afterRead: [scheduleForStaff] },
    },
    {
      name: 'excludedWebsites',
      type: 'relationship',
      relationTo: 'sites',
      hasMany: true,
      label: 'Hidden on these sites',
      admin: { description: 'Sites that must not show this offer.' },
    },
  ],
}
