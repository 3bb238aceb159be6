import { DnameAvatar, DnameName, DnameProvider } from 'dname-react'
import { isLedgerAddress } from 'dname-react/core'
import 'dname-react/styles.css'
import { createRoot } from 'react-dom/client'

// The registry and the addresses come from the page's URL, so one build serves any port.
const query = new URLSearchParams(window.location.search)
const registry = query.get('registry') ?? 'http://127.0.0.1:8787'
const addresses = query.getAll('address')

createRoot(document.getElementById('root') as HTMLElement).render(
  <DnameProvider baseUrl={registry}>
    <ul>
      {addresses.map((address) => (
        <li key={address} data-valid={isLedgerAddress(address)}>
          <DnameAvatar address={address} size={24} />
          <DnameName address={address} />
        </li>
      ))}
    </ul>
  </DnameProvider>,
)
