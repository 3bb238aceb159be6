import { DnameName } from '../../../lib/dname'

// A list of transfers as an explorer renders it: every name by a server component.
export default function Page() {
  const addresses = (process.env.SERVER_ADDRESSES ?? '').split(',').filter(Boolean)
  return (
    <main data-page="server">
      <ul>
        {addresses.map((address) => (
          <li key={address}>
            <DnameName address={address} />
          </li>
        ))}
      </ul>
    </main>
  )
}
