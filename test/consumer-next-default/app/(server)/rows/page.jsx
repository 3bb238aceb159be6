import { cacheLife } from 'next/cache'
import { DnameName } from '../../../lib/dname'

// A list of transfers as an explorer renders it, every name by a server component, kept as
// long as the registry's CDN keeps an answer: rendered once at build time, then again when
// two minutes have passed.
async function Rows({ addresses }) {
  'use cache'
  cacheLife({ stale: 120, revalidate: 120, expire: 3600 })
  return (
    <ul>
      {addresses.map((address) => (
        <li key={address}>
          <DnameName address={address} />
        </li>
      ))}
    </ul>
  )
}

export default function Page() {
  const addresses = (process.env.SERVER_ADDRESSES ?? '').split(',').filter(Boolean)
  return (
    <main data-page="server">
      <Rows addresses={addresses} />
    </main>
  )
}
