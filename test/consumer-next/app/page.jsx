import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import { prefetchDnameLookups } from 'dname-react/core'
import { Names } from './Names'

// The README's recipe: names looked up on the server at each request, shown in the server HTML.
export const dynamic = 'force-dynamic'

export default async function Page() {
  const addresses = (process.env.ADDRESSES ?? '').split(',').filter(Boolean)
  const queryClient = new QueryClient()
  await prefetchDnameLookups(queryClient, process.env.REGISTRY_URL, addresses, {
    view: 'thumbnail',
  })
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Names addresses={addresses} />
    </HydrationBoundary>
  )
}
