'use client'
import { DnameProvider } from 'dname-react'

/** The README's client layout: one provider for the whole app, on the same base URL as the server. */
export function Providers({ baseUrl, children }) {
  return <DnameProvider baseUrl={baseUrl}>{children}</DnameProvider>
}
