import { DnameName } from './dname'

/** The addresses of the server pages' transfers. */
export const transferAddresses = () =>
  (process.env.SERVER_ADDRESSES ?? '').split(',').filter(Boolean)

/** A list of transfers as an explorer renders it, every name by a server component. */
export function Transfers({ addresses }) {
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
