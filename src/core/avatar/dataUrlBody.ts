const HEX = /^[0-9A-Fa-f]{2}$/
const BASE64 = /^[A-Za-z0-9+/]*$/
const ASCII_WHITESPACE = /[\t\n\f\r ]/g

/** `%XX` sequences of `bytes` as the bytes they name; a `%` that names none stays. */
function percentDecode(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length)
  let n = 0
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number
    const hex = byte === 0x25 ? String.fromCharCode(bytes[i + 1] ?? 0, bytes[i + 2] ?? 0) : ''
    if (HEX.test(hex)) {
      out[n++] = Number.parseInt(hex, 16)
      i += 2
    } else out[n++] = byte
  }
  return out.subarray(0, n)
}

/** The HTML standard's forgiving-base64 decode of bytes read one character each. */
function forgivingBase64(bytes: Uint8Array): Uint8Array | undefined {
  // A byte past ASCII is no base64 character however it is read.
  let text = new TextDecoder('latin1').decode(bytes).replace(ASCII_WHITESPACE, '')
  if (text.length % 4 === 0) text = text.replace(/==?$/, '')
  if (text.length % 4 === 1 || !BASE64.test(text)) return undefined
  const binary = atob(text)
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/**
 * The MIME type and the bytes of a `data:` URL, as the Fetch standard's `data:` URL processor
 * gives them to the browser (URL parsing first: outer C0 controls and spaces and the fragment
 * go; other characters are UTF-8 encoded; then `%XX` are decoded, and base64 after them).
 * `undefined` where the browser would fail to load it, and for a tab or a newline inside. Not `data-urls`,
 * which implements the same steps: its URL parser weighs 170 KB gzipped, for these few lines.
 * A test checks both agree on thousands of generated URLs.
 */
export function dataUrlBody(link: string): { mimeType: string; body: Uint8Array } | undefined {
  const url = link.replace(/^[\0- ]+|[\0- ]+$/g, '')
  // Browsers disagree on a tab or a newline inside: the URL standard drops them, Chromium keeps
  // them (as `%09`, `%0A`). Such a link has no one reading, and is refused.
  if (/[\t\n\r]/.test(url)) return undefined
  if (!/^data:/i.test(url)) return undefined
  const hash = url.indexOf('#')
  const input = url.slice('data:'.length, hash === -1 ? undefined : hash)
  const comma = input.indexOf(',')
  if (comma === -1) return undefined
  let mimeType = input.slice(0, comma).replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '')
  let body = percentDecode(new TextEncoder().encode(input.slice(comma + 1)))
  const base64 = /^(.*); *base64$/i.exec(mimeType)
  if (base64) {
    const decoded = forgivingBase64(body)
    if (!decoded) return undefined
    body = decoded
    mimeType = base64[1] ?? ''
  }
  return { mimeType, body }
}
