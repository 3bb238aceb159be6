import { useSyncExternalStore } from 'react'
import type { LazyChunk } from '../../core/client/lazyChunk.js'

const stayQuiet = () => () => {}
const notOnServer = () => false
const onServer = () => true
// Chunks that could not be loaded are not waited for again: their work is left undone.
const unavailable = new WeakSet<LazyChunk<unknown>>()

/**
 * Whether this render makes the server's HTML or hydrates it: what only a browser draws waits
 * for the render after.
 */
export const useServerHtml = () => useSyncExternalStore(stayQuiet, notOnServer, onServer)

// What the server snapshot of a chunk that has not loaded says: the render waits for it.
const SERVER_HTML = Symbol('server html')

/**
 * A chunk's module, once loaded, for a component that `wants` it: the component renders again
 * when it lands. On the server and while hydrating, a component that wants it waits for it (it
 * suspends), so the server's HTML and hydration draw the same thing; React keeps the server's
 * HTML until the module lands. One store per component (a page has thousands): its server
 * snapshot tells the server's HTML from the browser's render.
 */
export function useLazyModule<T>(chunk: LazyChunk<T>, wants: boolean): T | undefined {
  const module = useSyncExternalStore<T | undefined | typeof SERVER_HTML>(
    wants ? chunk.subscribe : stayQuiet,
    chunk.loaded,
    // Made only for a component that wants the module: few do (an unusual name, a data: image).
    wants ? () => chunk.loaded() ?? SERVER_HTML : chunk.loaded,
  )
  if (module !== SERVER_HTML) return module
  if (unavailable.has(chunk)) return undefined
  throw chunk.load().then(
    () => {},
    () => {
      unavailable.add(chunk)
    },
  )
}
