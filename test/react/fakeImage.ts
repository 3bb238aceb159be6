/**
 * Stands in for `window.Image` in jsdom, which never loads images: a URL that `loads(url)`
 * accepts loads, any other fails, a tick after `src` is set; for `'hang'` nothing ever happens,
 * as with a gateway that does not answer. Records every URL tried.
 */
export function installFakeImage(loads: (url: string) => boolean | 'hang') {
  const tried: string[] = []
  const original = window.Image
  class FakeImage extends EventTarget {
    complete = false
    naturalWidth = 0
    crossOrigin: string | null = null
    referrerPolicy = ''
    #src = ''
    get src() {
      return this.#src
    }
    set src(url: string) {
      this.#src = url
      tried.push(url)
      const outcome = loads(url)
      if (outcome === 'hang') return
      setTimeout(() => {
        this.complete = true
        const ok = outcome
        this.naturalWidth = ok ? 64 : 0
        this.dispatchEvent(new Event(ok ? 'load' : 'error'))
      }, 1)
    }
  }
  window.Image = FakeImage as unknown as typeof Image
  const restore = () => {
    window.Image = original
  }
  return { tried, restore }
}
