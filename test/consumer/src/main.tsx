import { DnameAvatar, DnameName, DnameProvider, useSuspenseDnameLookup } from 'dname-react'
import { encodeLedgerAddress, isLedgerAddress } from 'dname-react/core'
import 'dname-react/styles.css'
import * as React from 'react'
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
} from 'react'
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

/** Long tasks of 60 ms, one after another, between React's slices for the first 3 seconds. */
function longTasks() {
  const end = performance.now() + 3_000
  const task = () => {
    const until = performance.now() + 60
    while (performance.now() < until) {}
    if (performance.now() < end) setTimeout(task, 0)
  }
  setTimeout(task, 0)
}

/** A row that suspends until its record is there, then shows the name. */
function SuspenseRow({ address }: { address: string }) {
  useSuspenseDnameLookup(address)
  return (
    <Slow>
      <DnameName address={address} />
    </Slow>
  )
}

const Activity = (
  React as { Activity?: ComponentType<{ mode: 'visible' | 'hidden'; children: ReactNode }> }
).Activity

/** `scenario`'s page: 100 rows (200 for `swap`), with addresses of its own. */
function Scenario({ name }: { name: string }) {
  const [shown, setShown] = useState(name === 'plain')
  const [second, setSecond] = useState(false)
  const deferred = useDeferredValue(shown)
  useEffect(() => {
    if (name === 'plain') return
    // A deferred value takes an urgent update; the others come in a transition.
    const show = () =>
      name === 'deferred' ? setShown(true) : startTransition(() => setShown(true))
    const id = setTimeout(show, 50)
    return () => clearTimeout(id)
  }, [name])
  const rows = generated(100, SCENARIOS.indexOf(name) + 1)
  if (name === 'deferred') return deferred ? <List name="a" rows={rows} /> : null
  if (name === 'suspense' && shown) {
    return (
      <Suspense fallback={<p>loading</p>}>
        <ul data-list="a">
          {rows.map((address) => (
            <SuspenseRow key={address} address={address} />
          ))}
        </ul>
      </Suspense>
    )
  }
  if (name === 'activity' && Activity) {
    // Rendered hidden first, at React's lowest priority, then shown.
    return (
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <List name="a" rows={rows} />
      </Activity>
    )
  }
  if (name === 'swap' && shown) {
    // Another 100 in place of the first once they have committed, before the first answer.
    return second ? (
      <List key="b" name="b" rows={generated(100, 20)} />
    ) : (
      <List key="a" name="a" rows={rows} onShown={() => startTransition(() => setSecond(true))} />
    )
  }
  return shown ? <List name="a" rows={rows} /> : null
}

const SCENARIOS = ['plain', 'transition', 'swap', 'deferred', 'suspense', 'activity']

if (scenario && SCENARIOS.includes(scenario)) {
  longTasks()
  root.render(
    <DnameProvider baseUrl={registry} fetch={slowFetch}>
      <Scenario name={scenario} />
    </DnameProvider>,
  )
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
