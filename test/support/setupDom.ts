import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
})

// Wait on conditions, not on short clocks: findBy/waitFor end as soon as their condition holds,
// and fail only after 30 s, so a busy machine does not fail a test that is right.
configure({ asyncUtilTimeout: 30_000 })

// jsdom has no ResizeObserver; the virtual list only needs it to exist.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
}
