import { payloadClient } from './payloadClient'
import { usableMediaFileNames } from './siteMedia'

/** The car PDF's check of a photo path's media file: the car's site's own or shared media only (issue 27). */
export const siteMediaFileCheck =
  (siteId: number) =>
  async (filename: string): Promise<boolean> =>
    (await usableMediaFileNames(await payloadClient(), siteId, [filename])).has(filename)
