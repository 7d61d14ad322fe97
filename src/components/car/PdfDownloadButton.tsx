'use client'

import { type MouseEvent, useState } from 'react'

/** Spec §4 Forms: 'PDF download sets a downloading flag; the file is saved as {slug}.pdf.' */
export const PDF_DOWNLOADING_LABEL = 'Downloading…'

/** The server's reason for a failed download: its JSON `error`, a short text body, or the status. */
export async function pdfErrorMessage(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).trim()
  try {
    const error = (JSON.parse(text) as { error?: unknown }).error
    if (typeof error === 'string' && error.trim()) return error.trim()
  } catch {
    // Not JSON: the text itself, when it is short and not a page.
  }
  if (text && text.length <= 200 && !text.startsWith('<')) return text
  return `The PDF could not be downloaded (HTTP ${response.status}).`
}

/** Fetches the car's PDF; rejects with the error message to show. */
export async function fetchCarPdf(href: string, fetcher: typeof fetch = fetch): Promise<Blob> {
  const response = await fetcher(href, { credentials: 'same-origin', headers: { Accept: 'application/pdf' } })
  if (!response.ok) throw new Error(await pdfErrorMessage(response))
  return response.blob()
}

/** Saves a blob under a file name (a temporary object URL and a download link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}

/**
 * The car page's 'Download PDF': a plain download link before hydration; once interactive it fetches the PDF,
 * shows 'Downloading…' meanwhile, saves it as {slug}.pdf and, on failure, alerts the error message (spec §8
 * 'PDF download failure | Alert with the error message').
 */
export function PdfDownloadButton({
  href,
  fileName,
  label,
  className,
  testId,
}: {
  href: string
  fileName: string
  label: string
  className?: string
  testId?: string
}) {
  const [downloading, setDownloading] = useState(false)
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    if (downloading) return
    setDownloading(true)
    try {
      saveBlob(await fetchCarPdf(href), fileName)
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error))
    } finally {
      setDownloading(false)
    }
  }
  return (
    <a
      className={className}
      href={href}
      download={fileName}
      data-testid={testId}
      aria-busy={downloading || undefined}
      aria-disabled={downloading || undefined}
      onClick={download}
    >
      {downloading ? PDF_DOWNLOADING_LABEL : label}
    </a>
  )
}
