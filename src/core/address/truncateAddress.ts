export interface TruncateAddressOptions {
  /** Characters kept at the start. Defaults to `4`. */
  start?: number
  /** Characters kept at the end. Defaults to `4`. */
  end?: number
}

/** Shortens an address for display as `ABCD…WXYZ`; a string already that short is kept whole. */
export function truncateAddress(
  address: string,
  { start = 4, end = 4 }: TruncateAddressOptions = {},
) {
  const head = Math.max(0, Math.floor(start))
  const tail = Math.max(0, Math.floor(end))
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${tail === 0 ? '' : address.slice(-tail)}`
}
