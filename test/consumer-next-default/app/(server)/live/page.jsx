import { connection } from 'next/server'
import { Suspense } from 'react'
import { DnameName } from '../../../lib/dname'

// The same list rendered for each request, its names streamed as they come.
async function Rows() {
  await connection()
  const addresses = (process.env.SERVER_ADDRESSES ?? '').split(',').filter(Boolean)
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
  return (
    <main data-page="live">
      <Suspense fallback={<p>Loading transfers</p>}>
        <Rows />
      </Suspense>
    </main>
  )
}
