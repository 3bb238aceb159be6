/**
 * The addresses of a list once each (a missing one as `''`), and where each entry of the list
 * is among them: TanStack's `useQueries` takes each query once, and a page's list repeats
 * addresses (the same sender on many rows, several wallets not connected).
 */
export function distinctAddresses(addresses: readonly (string | null | undefined)[]) {
  const unique: string[] = []
  const index = new Map<string, number>()
  const at = addresses.map((address) => {
    const key = address || ''
    let i = index.get(key)
    if (i === undefined) {
      i = unique.push(key) - 1
      index.set(key, i)
    }
    return i
  })
  return { unique, at }
}
