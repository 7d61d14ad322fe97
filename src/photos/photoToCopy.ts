import { isRemotePhotoUrl } from '@/domain/feedPhotos'
import { mediaReferenceOf } from '@/lib/mediaFilePath'

/**
 * Whether a feed photo address is one the photo job copies and the site never shows as it is: an absolute http(s)
 * address on another host. A relative address (`/demo-photos/…`) and a media file of this platform are already ours.
 */
export const isPhotoToCopy = (url: string | null | undefined): url is string =>
  isRemotePhotoUrl(url) && mediaReferenceOf(url) === null
