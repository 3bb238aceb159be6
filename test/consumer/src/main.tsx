import { DnameAvatar, DnameName, DnameProvider } from 'dname-react'
import { encodeLedgerAddress, isLedgerAddress } from 'dname-react/core'
import 'dname-react/styles.css'
import { type ReactNode, startTransition, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

// The registry and the addresses come from the page's URL, so one build serves any port.
const query = new URLSearchParams(window.location.search)
const registry = query.get('registry') ?? 'http://127.0.0.1:8787'
const addresses = query.getAll('address')
const root = createRoot(document.getElementById('root') as HTMLElement)

/** `count` distinct valid addresses, the `batch`-th run of them. */
const generated = (count: number, batch: number) =>
  Array.from({ length: count }, (_, i) => {
    const key = new Uint8Array(32)
    new DataView(key.buffer).setUint32(0, batch * 1_000 + i + 1)
    return encodeLedgerAddress(key)
  })

/** Holds the main thread, as a row that takes time to render does: React renders in slices. */
function Slow({ children }: { children: ReactNode }) {
  const end = performance.now() + 0.3
  while (performance.now() < end) {}
  return <li>{children}</li>
}

function List({ name, rows, onShown }: { name: string; rows: string[]; onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown])
  return (
    <ul data-list={name}>
      {rows.map((address) => (
        <Slow key={address}>
          <DnameName address={address} />
        </Slow>
      ))}
    </ul>
  )
}

// Scenarios of React's scheduling, on its production build: each answer waits 300 ms.
const scenario = query.get('scenario')
const slowFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init)
  await new Promise((resolve) => setTimeout(resolve, 300))
  return response
}

if (scenario === 'transition' || scenario === 'swap') {
  let show: (rows: ReactNode) => void = () => {}
  function Page() {
    const [rows, setRows] = useState<ReactNode>(null)
    show = setRows
    return (
      <DnameProvider baseUrl={registry} fetch={slowFetch}>
        {rows}
      </DnameProvider>
    )
  }
  root.render(<Page />)
  // 100 rows rendered in a transition; for `swap`, another 100 in their place once they have
  // committed, before the first answer.
  // Addresses of their own per scenario: the browser caches the registry's answers.
  const swap = () => startTransition(() => show(<List key="b" name="b" rows={generated(100, 3)} />))
  setTimeout(() => {
    startTransition(() =>
      show(
        <List
          key="a"
          name="a"
          rows={generated(100, scenario === 'swap' ? 2 : 1)}
          {...(scenario === 'swap' ? { onShown: swap } : {})}
        />,
      ),
    )
  }, 50)
} else {
  root.render(
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
}
