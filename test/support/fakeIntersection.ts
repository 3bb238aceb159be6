import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * An `IntersectionObserver` for jsdom, which has none: nothing is in view until `show()`, after
 * which every element watched, now or later, is. Install it before the first render of a file.
 */
export function installFakeIntersection() {
  const watched = new Map<Element, IntersectionObserverCallback>()
  let visible = false
  const fire = (target: Element, isIntersecting = true) => {
    const callback = watched.get(target)
    callback?.([{ target, isIntersecting } as IntersectionObserverEntry], {} as never)
  }
  class FakeIntersectionObserver {
    constructor(private callback: IntersectionObserverCallback) {}
    // As a browser does, a first report of every element watched, in view or not.
    observe(target: Element) {
      watched.set(target, this.callback)
      const inView = visible
      queueMicrotask(() => fire(target, inView))
    }
    unobserve(target: Element) {
      watched.delete(target)
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  return {
    /** Elements watched and not yet seen. */
    watched: () => [...watched.keys()],
    /** Everything comes into view, now and from now on. */
    show: () =>
      act(() => {
        visible = true
        for (const target of [...watched.keys()]) fire(target)
      }),
    /** Nothing is in view from now on (what is seen stays seen). */
    hide: () => {
      visible = false
    },
  }
}
