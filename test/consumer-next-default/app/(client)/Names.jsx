'use client'
import { DnameAvatar, DnameIdentity, DnameName } from 'dname-react'

/** Every component that shows an address, as a static page lists them. */
export function Names({ addresses }) {
  return (
    <ul>
      {addresses.map((address) => (
        <li key={address}>
          <DnameAvatar address={address} size={24} />
          <DnameName address={address} />
          <DnameIdentity address={address} showAddress copyable />
        </li>
      ))}
    </ul>
  )
}
