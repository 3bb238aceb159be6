import { act } from '@testing-library/react'
import { vi } from 'vitest'

/** Real I/O (a response's body, a chunk's import) is let through between faked milliseconds. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

/** Moves faked time on by `ms`, in steps of `step`, letting real I/O through after each. */
export async function advanceFakeTime(ms: number, step = 50) {
  for (let left = ms; left >= 0; left -= step) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(step, left))
      for (let i = 0; i < 4; i++) await settle()
    })
  }
}
