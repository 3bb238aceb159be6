import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Profiler, type ReactNode, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { truncateAddress } from '../../../src/core/index.js'
import {
  DnameAvatar,
  DnameIdentity,
  DnameName,
  DnameProvider,
  useDnameLookup,
} from '../../../src/index.js'
import '../../../src/styles.css'
import { BaselineRow, createBaselineLoader } from './baselineRow.js'
import './sameLook.css'
import { SameLookRow } from './sameLookRow.js'

// A 500-row history page, in one of the bench's variants (`BENCH_VARIANT`, a build each): rows
// of dname-react's components or hook, or the hand-written baselines (plain, and with the same
// look). It records when the app is ready (first commit), when the first and the last row
// settle, and how often each row renders.
/** The page's 500 addresses, written into the build by the bench (Vite's `define`). */
declare const BENCH_ADDRESSES: string[]
/** The variant this page is built for (Vite's `define`): the others' code is left out. */
declare const BENCH_VARIANT: string
const addresses = BENCH_ADDRESSES
const params = new URLSearchParams(window.location.search)
const variant = BENCH_VARIANT
// Both baselines: the plain one, and the one with dname-react's look (`same-look`).
const sameLook = variant === 'same-look'
const baseline = variant === 'baseline' || sameLook
const registry = params.get('registry') ?? ''
const gateway = params.get('gateway') ?? `${registry}/ipfs/`
// Rows of their own (the baseline's, and rows of names from useDnameLookup) say their state in
// `data-row`; the components' in `data-state`.
const ownRows = baseline || variant === 'hook'
const row = ownRows ? '[data-row]' : '[data-dname]'
const loading = ownRows ? '[data-row="loading"]' : '[data-dname][data-state="loading"]'
const bench = {
  renders: addresses.map(() => 0),
  /** Commits of the page that rendered any row (React's profiling build only). */
  commits: 0,
  marks: { render: 0, appReady: 0, firstName: 0, allNames: 0, firstImage: 0 },
  /** Animation frames in which rows settled. */
  framesWithNames: 0,
}
Object.assign(window, { bench })
// When the first avatar image loads (a load event does not bubble; it is caught on its way down).
document.addEventListener(
  'load',
  (event) => {
    if (bench.marks.firstImage || !(event.target instanceof HTMLImageElement)) return
    bench.marks.firstImage = performance.now()
    performance.mark('firstImage')
  },
  true,
)

function watchRows() {
  const total = addresses.length
  // Counts frames, and the frames in which rows settled.
  let frame = 0
  let lastFrameWithNames = -1
  const tick = () => {
    frame++
    if (!bench.marks.allNames) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  let waiting = document.querySelectorAll(loading).length
  // From the changes themselves, not by querying the page: the watcher's work is the same for
  // every variant, however many elements its rows are made of.
  const settle = (records: MutationRecord[]) => {
    let settled = 0
    for (const { target, attributeName, oldValue } of records) {
      if (oldValue !== 'loading' || !(target instanceof Element) || !target.matches(row)) continue
      if (target.getAttribute(attributeName ?? '') !== 'loading') settled++
    }
    if (settled === 0) return
    const at = performance.now()
    waiting -= settled
    if (frame !== lastFrameWithNames) {
      lastFrameWithNames = frame
      bench.framesWithNames++
    }
    if (!bench.marks.firstName) {
      bench.marks.firstName = at
      performance.mark('firstName')
    }
    if (waiting === 0) {
      bench.marks.allNames = at
      observer.disconnect()
      // The bench waits for this rather than polling the page, which would run its own script
      // on the main thread while the page works.
      console.log('bench: all names')
    }
  }
  const observer = new MutationObserver(settle)
  // Only a row's state: the watcher's own work must not grow with other attributes' changes.
  observer.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state', 'data-row'],
    attributeOldValue: true,
  })
  if (waiting !== total) throw new Error(`${total - waiting} rows were not loading at the start`)
}

const load = createBaselineLoader(registry, gateway)
const onRender = (id: string) => {
  if (id === 'page') bench.commits++
  else bench.renders[Number(id)] = (bench.renders[Number(id)] ?? 0) + 1
}

function Page() {
  // The first commit: a layout effect runs in it, before the browser paints the page. (Effects
  // run after the paint, which on a 500-row page takes a frame or more.)
  useLayoutEffect(() => {
    bench.marks.appReady = performance.now()
    // Marks in the timeline, where a trace (BENCH_TRACE_OUT) shows what came between them.
    performance.mark('appReady')
    watchRows()
  }, [])
  return (
    <Profiler id="page" onRender={onRender}>
      <ul>
        {addresses.map((address, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows repeat addresses, as a history does
          <li key={i}>
            <Profiler id={String(i)} onRender={onRender}>
              {sameLook ? (
                <SameLookRow address={address} load={load} />
              ) : baseline ? (
                <BaselineRow address={address} load={load} />
              ) : variant === 'hook' ? (
                <HookRow address={address} />
              ) : variant === 'identity' ? (
                <DnameIdentity address={address} />
              ) : (
                <>
                  {variant !== 'name-only' && <DnameAvatar address={address} size={24} />}
                  <DnameName address={address} />
                </>
              )}
            </Profiler>
          </li>
        ))}
      </ul>
    </Profiler>
  )
}

/** A row of a name from `useDnameLookup`, as an app writes its own: the name or the address. */
function HookRow({ address }: { address: string }) {
  const { data, isPending } = useDnameLookup(address, { view: 'thumbnail' })
  const label = data?.name ?? truncateAddress(address)
  return <span data-row={isPending ? 'loading' : 'settled'}>{isPending ? '' : label}</span>
}

function Providers({ children }: { children: ReactNode }) {
  if (baseline)
    return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  return (
    <DnameProvider baseUrl={registry} ipfsGateways={[gateway]}>
      {children}
    </DnameProvider>
  )
}

function render() {
  bench.marks.render = performance.now()
  performance.mark('render')
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Providers>
      <Page />
    </Providers>,
  )
}
// `?renderAfter=<ms>` (bench:mount): the page renders that long after its module is evaluated,
// once the chunks the provider starts loading have landed, rather than at once as an app does.
const renderAfter = params.get('renderAfter')
if (renderAfter === null) render()
else setTimeout(render, Number(renderAfter))
