'use client'
import { DnameName } from 'dname-react'

export function Names({ addresses }) {
  return (
    <ul>
      {addresses.map((address) => (
        <li key={address}>
          <DnameName address={address} view="thumbnail" />
        </li>
      ))}
    </ul>
  )
}
