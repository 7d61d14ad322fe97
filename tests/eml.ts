/**
 * Reads the .eml files of the local outbox in tests: header values (unfolded, RFC 2047 words decoded) and the body
 * of a single-part message (base64, quoted-printable or 7bit).
 */
const split = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/)
  return at < 0 ? { head: raw, body: '' } : { head: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') }
}

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )

/** A header's value (case-insensitive name), or null. */
export function mailHeader(raw: string, name: string): string | null {
  const lines = split(raw)
    .head.replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
  const line = lines.find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? decodeWords(line.slice(name.length + 1).trim()) : null
}

/** The decoded body text. */
export function decodeMailBody(raw: string): string {
  const { body } = split(raw)
  const encoding = (mailHeader(raw, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  }
  return body
}

export interface MailPart {
  contentType: string
  filename: string | null
  text: string
}

/**
 * The parts of a message: one for a single-part message, else each leaf part of its multipart body (nested
 * multiparts are opened), decoded as decodeMailBody decodes a whole message.
 */
export function mailParts(raw: string): MailPart[] {
  const type = mailHeader(raw, 'Content-Type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!/^multipart\//i.test(type) || !boundary) {
    const disposition = mailHeader(raw, 'Content-Disposition') ?? ''
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1] ?? null
    return [{ contentType: type.split(';')[0]!.trim().toLowerCase(), filename, text: decodeMailBody(raw) }]
  }
  const { body } = split(raw)
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => mailParts(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
}
