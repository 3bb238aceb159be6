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
  const serverHtml = useServerHtml()
  if (!wants || module || !serverHtml || unavailable.has(chunk)) return module
  throw chunk.load().then(
    () => {},
    () => {
      unavailable.add(chunk)
    },
  )
}
