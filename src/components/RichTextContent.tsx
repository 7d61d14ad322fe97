import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Locale } from '@/domain/types'
import { localiseRichText } from '@/lib/siteText'

type Data = Parameters<typeof RichText>[0]['data']

/** CMS rich text, spelled for the site's locale. */
export function RichTextContent({
  data,
  locale,
  className,
}: {
  data: Data | null | undefined
  locale: Locale
  className?: string
}) {
  if (!data) return null
  return <RichText className={className} data={localiseRichText(data, locale)} />
}
