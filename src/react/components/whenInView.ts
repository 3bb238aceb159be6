// One observer for every avatar of the page: a list of thousands costs one.
let observer: IntersectionObserver | undefined
const waiting = new Map<Element, () => void>()

function stop(element: Element) {
  waiting.delete(element)
  observer?.unobserve(element)
}

/**
 * Calls `seen` once, when `element` is first in the viewport. Returns a function that stops
 * watching. Where there is no `IntersectionObserver`, the element counts as seen at once.
 */
export function whenInView(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    seen()
    return () => {}
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      const callback = waiting.get(entry.target)
      stop(entry.target)
      callback?.()
    }
  })
  waiting.set(element, seen)
  observer.observe(element)
  return () => stop(element)
}
