import { encodeLedgerAddress } from 'dname-react/core'
import Link from 'next/link'
import { Names } from '../../Names'

// Two pages of 60 addresses each, linked to one another: a navigation is a transition.
const PAGES = { a: 1, b: 2 }

export default async function Page({ params }) {
  const { page } = await params
  const batch = PAGES[page] ?? 1
  const addresses = Array.from({ length: 60 }, (_, i) => {
    const key = new Uint8Array(32)
    new DataView(key.buffer).setUint32(0, batch * 1_000 + i + 1)
    return encodeLedgerAddress(key)
  })
  return (
    <main data-page={page}>
      <Link href={page === 'a' ? '/nav/b' : '/nav/a'}>other page</Link>
      <Names addresses={addresses} />
    </main>
  )
}
