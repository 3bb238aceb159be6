import { afterEach, expect, it, vi } from 'vitest'
import { afterNextPaint, NO_FRAME_MS } from '../../src/react/afterNextPaint.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

it('runs after the next frame, not before it, and once', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
  const next = vi.fn()
  afterNextPaint(next)
  await vi.advanceTimersByTimeAsync(10)
  expect(next).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(10)
  expect(next).toHaveBeenCalledOnce()
  await vi.advanceTimersByTimeAsync(NO_FRAME_MS * 2)
  expect(next).toHaveBeenCalledOnce()
})

it('goes on without a frame where none comes, as on a hidden page', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // Frames never come.
  vi.stubGlobal('requestAnimationFrame', () => 1)
  vi.stubGlobal('cancelAnimationFrame', () => {})
  const next = vi.fn()
  afterNextPaint(next)
  await vi.advanceTimersByTimeAsync(NO_FRAME_MS - 1)
  expect(next).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(next).toHaveBeenCalledOnce()
})

it('runs in the next task where nothing paints frames', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('requestAnimationFrame', undefined)
  const next = vi.fn()
  afterNextPaint(next)
  expect(next).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(0)
  expect(next).toHaveBeenCalledOnce()
})
