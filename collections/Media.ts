import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { mediaAccess } from './access/media'
import { platformAdminField } from './access/platformAdmin'
import { revalidateSiteCollection } from '../src/cache/revalidateContent'
import { env } from '@/config/env'

const revalidate = revalidateSiteCollection('media')

/** Image sizes are the spec's display sizes (§9 "Sizes"). */
export const Media: CollectionConfig = {
  slug: 'media',
  access: mediaAccess,
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  upload: {
    // Resolved at run time; the ignore comment keeps the bundler from tracing the whole project.
    staticDir: path.resolve(/*turbopackIgnore: true*/ env('MEDIA_DIR') ?? '.data/media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 150, height: 150, position: 'centre' },
      { name: 'card', width: 1000, height: 1000, position: 'centre' },
      { name: 'offer', width: 375, height: 250, position: 'centre' },
      { name: 'location', height: 230 },
      { name: 'blog', width: 375, height: 375, position: 'centre' },
      { name: 'model', width: 280, height: 171, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      // Not required: photos uploaded to a car several at once take the car's title (hooks/photoAltFromCar.ts).
      admin: {
        description: "What the image shows, for screen readers. A car's photo left empty takes the car's title.",
      },
    },
    {
      name: 'shared',
      type: 'checkbox',
      defaultValue: false,
      // Shared media can be used by every site's pages (brand logos, manufacturer images): platform admins decide.
      access: { create: platformAdminField, update: platformAdminField },
      admin: { position: 'sidebar', description: 'Every site may use this image. Set by platform admins.' },
    },
  ],
}
