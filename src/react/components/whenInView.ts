interface Watch {
  /** When the watch began. */
  since: number
  seen: (inViewSince: number) => void
  skip: () => boolean
  reported: boolean
}

// One observer for every avatar of the page: a list of thousands costs one.
let observer: IntersectionObserver | undefined
const watches = new Map<Element, Watch>()
const waiting = new Set<Element>()
let scheduled = false

// The elements that mount together are observed together, in the next task: one first look
// for a page of avatars. Not later: an avatar's image is asked for only once it is seen, so a
// later look is as late an image (250 ms made the first image 240 ms later).
const DEFER_MS = 0

function stop(element: Element) {
  watches.delete(element)
  waiting.delete(element)
  observer?.unobserve(element)
}

function observeWaiting() {
  scheduled = false
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const watch = watches.get(entry.target)
      if (!watch) continue
      const first = !watch.reported
      watch.reported = true
      if (!entry.isIntersecting) continue
      stop(entry.target)
      // In view at its first report: in view since the watch began, as far as anyone can tell.
      watch.seen(first ? watch.since : performance.now())
    }
  })
  for (const element of waiting) {
    const watch = watches.get(element)
    if (watch?.skip()) stop(element)
    else observer.observe(element)
  }
  waiting.clear()
}

/**
 * Calls `seen` once, when `element` is first in the viewport, with the time it came into view.
 * `skip` tells, before watching starts, that there is nothing left to watch for. Returns a
 * function that stops watching. Without `IntersectionObserver`, the element is seen at once.
 */
export function whenInView(
  element: Element,
  seen: (inViewSince: number) => void,
  skip: () => boolean = () => false,
): () => void {
  const since = performance.now()
  if (typeof IntersectionObserver === 'undefined') {
    seen(since)
    return () => {}
  }
  watches.set(element, { since, seen, skip, reported: false })
  waiting.add(element)
  if (!scheduled) setTimeout(observeWaiting, DEFER_MS)
  scheduled = true
  return () => stop(element)
}
