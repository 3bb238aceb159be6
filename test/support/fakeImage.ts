/**
 * Makes images load in jsdom, which never loads them: `<img>` elements and `new Image()` (as
 * Radix Avatar loads one before it shows it). A URL that `loads(url)` accepts loads, any other
 * fails, a tick after `src` is set, with `load` or `error` fired on the element as a browser
 * does; for `'hang'` nothing ever happens, as with a gateway that does not answer. Records
 * every URL tried; a URL already loaded is in the browser's cache: complete at once, not
 * tried again.
 */
export function installFakeImage(
  loads: (url: string) => boolean | 'hang',
  /** Milliseconds an image takes to load or fail. Defaults to 1. */
  delayOf: (url: string) => number = () => 1,
) {
  const tried: string[] = []
  const cached = new Set<string>()
  const start = (image: HTMLImageElement) => {
    const url = image.getAttribute('src') ?? ''
    if (cached.has(url)) {
      Object.defineProperty(image, 'complete', { configurable: true, value: true })
      Object.defineProperty(image, 'naturalWidth', { configurable: true, value: 64 })
      return
    }
    tried.push(url)
    Object.defineProperty(image, 'complete', { configurable: true, value: false })
    const outcome = loads(url)
    if (outcome === 'hang') return
    setTimeout(() => {
      if (image.getAttribute('src') !== url) return
      Object.defineProperty(image, 'complete', { configurable: true, value: true })
      Object.defineProperty(image, 'naturalWidth', { configurable: true, value: outcome ? 64 : 0 })
      if (outcome) cached.add(url)
      image.dispatchEvent(new Event(outcome ? 'load' : 'error'))
    }, delayOf(url))
  }
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof HTMLImageElement) {
        start(record.target)
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue
        const images = node instanceof HTMLImageElement ? [node] : node.querySelectorAll('img')
        for (const image of images) if (image.hasAttribute('src')) start(image)
      }
    }
  })
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['src'],
  })
  // An image made by script, out of the document: watched for its `src` on its own.
  const Image = window.Image
  window.Image = function FakeImage() {
    const image = document.createElement('img')
    observer.observe(image, { attributes: true, attributeFilter: ['src'] })
    return image
  } as unknown as typeof window.Image
  return {
    tried,
    restore: () => {
      observer.disconnect()
      window.Image = Image
    },
  }
}
