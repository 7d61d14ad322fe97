import { offerExploreModelPath } from '@/domain/modelMenu'
import { offerPath, offersForSite } from '@/domain/offers'
import { isPromoActive } from '@/domain/promoTiles'
import type { Manufacturer, Media, Model, Offer } from '@/payload-types'
import { siteHref } from './siteHref'
import type { SiteContext } from './siteRequest'
import { relationId } from '@/domain/relationId'
import { siteTimeZone } from '@/domain/siteTimeZone'

const doc = <T extends object>(value: number | T | null | undefined): T | null =>
  typeof value === 'object' && value ? value : null

/**
 * The offers a site shows: not excluded through excluded_website_ids (spec §3), and inside their start and expiry
 * window (the same window rule as promo tiles).
 */
export function visibleOffers(ctx: SiteContext, offers: Offer[], now: Date): Offer[] {
  const shaped = offers.map((offer) => ({
    offer,
    id: offer.id,
    excluded_website_ids: (offer.excludedWebsites ?? []).flatMap((s) => relationId(s) ?? []),
  }))
  return offersForSite(shaped, ctx.site.id)
    .filter(({ offer }) =>
      isPromoActive({ start: offer.startsAt, expiry: offer.expiresAt }, now, siteTimeZone(ctx.site.timeZone)),
    )
    .map(({ offer }) => offer)
}

export function offerManufacturer(offer: Offer): Manufacturer | null {
  return doc<Manufacturer>(offer.manufacturer) ?? doc<Manufacturer>(doc<Model>(offer.model)?.manufacturer)
}

/** /offers/{manufacturer}/{offerId}, or /offers/{offerId} when the site has a single manufacturer (spec §2). */
export function offerHref(ctx: SiteContext, offer: Offer): string {
  return siteHref(ctx.basePath, offerPath(offer, offerManufacturer(offer)?.slug, Boolean(ctx.site.manufacturer)))
}

/** The Explore model link: /{model slug} or the model's override URL (spec §2). */
export function offerExploreHref(ctx: SiteContext, offer: Offer): string | null {
  const model = doc<Model>(offer.model)
  return model
    ? siteHref(
        ctx.basePath,
        offerExploreModelPath({ name: model.name, slug: model.slug, override_url: model.overrideUrl }),
      )
    : null
}

/**
 * Spec image_or_model_image: the offer's image, else its model's, else the site's default offers image (content
 * spec §3, passed in as `sectionDefault`).
 */
export function offerImage(
  offer: Offer,
  sectionDefault: Media | null = null,
): { media: Media | null; url: string | null } {
  const own = doc<Media>(offer.image)
  if (own || offer.imageUrl) return { media: own, url: offer.imageUrl ?? null }
  const model = doc<Model>(offer.model)
  const modelImage = doc<Media>(model?.image)
  if (modelImage || model?.imageUrl) return { media: modelImage, url: model?.imageUrl ?? null }
  return { media: sectionDefault, url: null }
}

/** The model a model-page path names, for the site's path pattern. */
export function modelForPath(models: Model[], path: string, hrefOf: (model: Model) => string): Model | null {
  return models.find((model) => hrefOf(model) === path) ?? null
}
