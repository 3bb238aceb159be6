import { cacheLife } from 'next/cache'
import { Suspense } from 'react'
import { DnameName } from '../../../lib/dname'
import { DnameAvatar } from '../../../lib/dnameAvatar'

// Accounts with their avatars, rendered on the server; each avatar is drawn in the browser by
// the library's island, which tries the gateways.
async function Accounts() {
  'use cache'
  cacheLife({ stale: 120, revalidate: 120, expire: 3600 })
  const addresses = (process.env.ADDRESSES ?? '').split(',').filter(Boolean)
  return (
    <ul>
      {addresses.map((address) => (
        <li key={address}>
          <DnameAvatar address={address} size={24} /> <DnameName address={address} />
        </li>
      ))}
    </ul>
  )
}

export default function Page() {
  return (
    <main data-page="avatars">
      <Suspense fallback={<p>Loading accounts</p>}>
        <Accounts />
      </Suspense>
    </main>
  )
}
