// One observer for every avatar of the page: a list of thousands costs one.
let observer: IntersectionObserver | undefined
const watches = new Map<Element, () => void>()
const waiting = new Set<Element>()
let scheduled = false

function stop(element: Element) {
  watches.delete(element)
  waiting.delete(element)
  observer?.unobserve(element)
}

// The elements that mount together are observed together, in the next task: one first look
// for a page of avatars. Not later: an avatar's image is asked for only once it is seen, so a
// later look is as late an image (250 ms made the first image 240 ms later).
function observeWaiting() {
  scheduled = false
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const seen = watches.get(entry.target)
      if (!seen || !entry.isIntersecting) continue
      stop(entry.target)
      seen()
    }
  })
  for (const element of waiting) observer.observe(element)
  waiting.clear()
}

/**
 * Calls `seen` once, when `element` is first in the viewport. Returns a function that stops
 * watching. Without `IntersectionObserver`, the element is seen at once.
 */
export function whenInView(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    seen()
    return () => {}
  }
  watches.set(element, seen)
  waiting.add(element)
  if (!scheduled) setTimeout(observeWaiting, 0)
  scheduled = true
  return () => stop(element)
}
