// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  fetchCarPdf,
  PDF_DOWNLOADING_LABEL,
  PdfDownloadButton,
  pdfErrorMessage,
} from '../../../src/components/car/PdfDownloadButton'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

const render = () =>
  act(() =>
    root.render(
      createElement(PdfDownloadButton, {
        href: '/api/cars/42/pdf',
        fileName: '2021-toyota-rav4-gx-s123.pdf',
        label: 'Download PDF',
        testId: 'btn-pdf',
      }),
    ),
  )
const link = () => container.querySelector<HTMLAnchorElement>('[data-testid="btn-pdf"]')!

describe('The PDF download shows a downloading state and alerts the error message on failure', () => {
  it('a plain download link before anything happens ({slug}.pdf)', () => {
    render()
    expect(link().getAttribute('href')).toBe('/api/cars/42/pdf')
    expect(link().getAttribute('download')).toBe('2021-toyota-rav4-gx-s123.pdf')
    expect(link().textContent).toBe('Download PDF')
  })

  it("shows 'Downloading…' while fetching, then saves the file as {slug}.pdf", async () => {
    const answer = deferred<Response>()
    const fetcher = vi.fn(() => answer.promise)
    vi.stubGlobal('fetch', fetcher)
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    render()
    await act(async () => link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })))
    expect(link().textContent).toBe(PDF_DOWNLOADING_LABEL)
    expect(PDF_DOWNLOADING_LABEL).toBe('Downloading…')
    expect(link().getAttribute('aria-busy')).toBe('true')
    expect(fetcher).toHaveBeenCalledWith('/api/cars/42/pdf', expect.objectContaining({ credentials: 'same-origin' }))
    await act(async () => {
      answer.resolve(new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 }))
      await answer.promise
    })
    await vi.waitFor(() => expect(link().textContent).toBe('Download PDF'))
    expect(saved).toEqual(['2021-toyota-rav4-gx-s123.pdf'])
    expect(createObjectURL).toHaveBeenCalledTimes(1)
  })

  it('alerts the error message on failure and is ready again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'The PDF could not be made just now.' }, { status: 500 })),
    )
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    render()
    await act(async () => link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })))
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('The PDF could not be made just now.'))
    await vi.waitFor(() => expect(link().textContent).toBe('Download PDF'))
  })

  it('the message: the JSON error, a short text, or the status; a network failure its own message', async () => {
    expect(await pdfErrorMessage(Response.json({ error: 'Car not found.' }, { status: 404 }))).toBe('Car not found.')
    expect(await pdfErrorMessage(new Response('Service unavailable', { status: 503 }))).toBe('Service unavailable')
    expect(await pdfErrorMessage(new Response('<html>…</html>', { status: 502 }))).toBe(
      'The PDF could not be downloaded (HTTP 502).',
    )
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(fetchCarPdf('/api/cars/1/pdf', offline as unknown as typeof fetch)).rejects.toThrow('Failed to fetch')
  })
})
