import { Names } from './Names'

// A static page of names: prerendered by `next build`, the names looked up in the browser.
export default function Page() {
  const addresses = (process.env.ADDRESSES ?? '').split(',').filter(Boolean)
  return (
    <main data-page="static">
      <Names addresses={addresses} />
    </main>
  )
}
