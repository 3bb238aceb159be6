import { useSyncExternalStore } from 'react'
import type { LazyChunk } from '../../core/client/lazyChunk.js'

const stayQuiet = () => () => {}
const notOnServer = () => false
const onServer = () => true
// Chunks that could not be loaded are not waited for again: their work is left undone.
const unavailable = new WeakSet<LazyChunk<unknown>>()

/**
 * A chunk's module, once loaded, for a component that `wants` it: the component renders again
 * when it lands. On the server and while hydrating, a component that wants it waits for it (it
 * suspends), so the server's HTML and hydration draw the same thing; React keeps the server's
 * HTML until the module lands.
 */
export function useLazyModule<T>(chunk: LazyChunk<T>, wants: boolean): T | undefined {
  const module = useSyncExternalStore(
    wants ? chunk.subscribe : stayQuiet,
    chunk.loaded,
    chunk.loaded,
  )
  const serverHtml = useSyncExternalStore(stayQuiet, notOnServer, onServer)
  if (!wants || module || !serverHtml || unavailable.has(chunk)) return module
  throw chunk.load().then(
    () => {},
    () => {
      unavailable.add(chunk)
    },
  )
}
