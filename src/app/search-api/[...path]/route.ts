import { forwardToSearchService } from '@/search/searchProxy'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ path: string[] }> }

export const GET = async (request: Request, { params }: Params) => forwardToSearchService(request, (await params).path)
export const POST = async (request: Request, { params }: Params) => forwardToSearchService(request, (await params).path)
