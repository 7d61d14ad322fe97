import { carForRequest } from '@/lib/carRequest'
import { carPdfResponse } from '@/components/car/carPdfResponse'
import { siteCarView } from '@/data/shapes/car'
import { siteMediaFileCheck } from '@/data/carPdfMedia'

export const dynamic = 'force-dynamic'

/** GET /api/cars/{id}/pdf: the car's PDF (spec §7 "Car PDF"), downloaded as {slug}.pdf. The car must be the site's. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const resolved = await carForRequest(request, (await params).id)
  if ('response' in resolved) return resolved.response
  // A photo path may name any file of the media store: only the car's site's own or shared media go in the PDF.
  const mediaAllowed = siteMediaFileCheck(resolved.site.id)
  return carPdfResponse(request, resolved.site, siteCarView(resolved.car, resolved.site), mediaAllowed)
}
