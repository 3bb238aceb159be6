/**
 * The size a browser gives a GIF: its logical screen, grown to hold every frame, since
 * Chromium takes a frame placed at (20000, 20000) as a 20010 px wide image whatever the screen
 * says. Walks the blocks as far as the bytes go; `undefined` where they are not a GIF's.
 */
export function gifExtent(bytes: Uint8Array): { width: number; height: number } | undefined {
  const at = (i: number) => bytes[i] ?? 0
  const u16 = (i: number) => at(i) | (at(i + 1) << 8)
  if (bytes.length < 13) return undefined
  let width = u16(6)
  let height = u16(8)
  // A colour table of 3 × 2^(n + 1) bytes follows when the flag's top bit is set.
  const table = (flags: number) => (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0)
  // Data sub-blocks: a length byte, that many bytes, until a length of 0.
  const skipBlocks = (i: number) => {
    while (i < bytes.length && at(i) !== 0) i += at(i) + 1
    return i + 1
  }
  let i = 13 + table(at(10))
  while (i < bytes.length) {
    const block = at(i)
    if (block === 0x3b) break
    if (block === 0x21) i = skipBlocks(i + 2)
    else if (block === 0x2c) {
      // The browser takes the size from the descriptor's first 8 bytes, even with nothing after.
      if (i + 9 > bytes.length) break
      width = Math.max(width, u16(i + 1) + u16(i + 5))
      height = Math.max(height, u16(i + 3) + u16(i + 7))
      i = skipBlocks(i + 10 + table(at(i + 9)) + 1)
    } else return undefined
  }
  return { width, height }
}
