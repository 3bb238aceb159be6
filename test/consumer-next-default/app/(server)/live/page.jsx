import { connection } from 'next/server'
import { Suspense } from 'react'
import { Transfers, transferAddresses } from '../../../lib/Transfers'

// The list rendered for each request, its names streamed as they come.
async function Rows() {
  await connection()
  return <Transfers addresses={transferAddresses()} />
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
