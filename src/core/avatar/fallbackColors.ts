/** Two colours drawn from an address, so the same address gets the same picture everywhere. */
export function fallbackColors(address: string): [string, string] {
  let hash = 0x811c9dc5
  for (let i = 0; i < address.length; i++) {
    hash ^= address.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  const hue = (hash >>> 0) % 360
  const shift = 40 + ((hash >>> 9) % 80)
  return [`hsl(${hue} 65% 55%)`, `hsl(${(hue + shift) % 360} 70% 40%)`]
}
