import { cacheLife } from 'next/cache'
import { Suspense } from 'react'
import { Transfers, transferAddresses } from '../../../lib/Transfers'

// The list kept as long as the registry's CDN keeps an answer: rendered once at build time,
// then again when two minutes have passed.
async function Rows({ addresses }) {
  'use cache'
  cacheLife({ stale: 120, revalidate: 120, expire: 3600 })
  return <Transfers addresses={addresses} />
}

export default function Page() {
  const addresses = transferAddresses()
  return (
    <main data-page="server">
      {/* Filled at build time; Next.js's dev server wants a placeholder while it fills. */}
      <Suspense fallback={<p>Loading transfers</p>}>
        <Rows addresses={addresses} />
      </Suspense>
    </main>
  )
}
