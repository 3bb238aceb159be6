import { describe, expect, it, vi } from 'vitest'
import { lazyChunk } from '../../../src/core/client/lazyChunk.js'
import { DnameNetworkError } from '../../../src/core/errors/DnameNetworkError.js'

const unhandled = () => {
  const seen: unknown[] = []
  const listener = (reason: unknown) => seen.push(reason)
  process.on('unhandledRejection', listener)
  return { seen, stop: () => process.off('unhandledRejection', listener) }
}
const turn = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('lazyChunk', () => {
  it('imports once for every caller, and tells what has loaded', async () => {
    const module = { ok: true }
    const load = vi.fn(async () => module)
    const chunk = lazyChunk(load)
    expect(chunk.loaded()).toBeUndefined()
    const [a, b] = [chunk.load(), chunk.load()]
    expect(await a).toBe(module)
    expect(await b).toBe(module)
    expect(await chunk.load()).toBe(module)
    expect(chunk.loaded()).toBe(module)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('started early and never awaited, a failed import is no unhandled rejection', async () => {
    const watch = unhandled()
    const chunk = lazyChunk(() => Promise.reject(new TypeError('Failed to fetch')))
    chunk.load()
    await turn()
    await turn()
    watch.stop()
    expect(watch.seen).toEqual([])
  })

  it('gives whoever awaits a failed import a DnameNetworkError, and tries again next time', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module')
    const load = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(cause)
      .mockResolvedValueOnce({ ok: true })
    const chunk = lazyChunk(load)
    const failed = await chunk.load().catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(DnameNetworkError)
    expect((failed as DnameNetworkError).cause).toBe(cause)
    expect(chunk.loaded()).toBeUndefined()
    expect(await chunk.load()).toEqual({ ok: true })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
