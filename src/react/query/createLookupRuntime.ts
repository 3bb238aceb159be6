import type { LookupBatcher } from '../../core/batcher/createLookupBatcher.js'
import { whenReactIdle } from './whenReactIdle.js'

/** What the runtime needs of a shared `QueryObserver`. */
interface Shared {
  hasListeners(): boolean
}

/** An open hold on the batcher: `release` ends it; `released` settles once it has ended. */
export interface Hold {
  release(): void
  released: Promise<void>
}

/**
 * What the hooks of one provider share beside its config: the hold that keeps a render's
 * lookups together until it commits, and the queue that tells components of their news.
 */
export interface LookupRuntime {
  /**
   * Runs `start`, which starts a lookup as its component renders. Groups that are not full then
   * wait until a render that started one commits, or until React's scheduler has no work left
   * (the render was dropped, or is suspended): React may render a page in slices (transitions,
   * deferred values, Suspense retries), and the batcher would otherwise send a partial group
   * between two of them. The task's first full group leaves at once. Returns the hold, which the
   * render releases in its commit's effects, once its components have subscribed.
   */
  start(start: () => void): Hold
  /**
   * Tells the batcher the address of a lookup `key` a component shows as it mounts, whether its
   * record is cached or not: requests are cut from the page's list (`grouping: 'page'`).
   */
  seen(key: readonly unknown[]): void
  /**
   * Calls `tell` in a microtask, with every other one given in this task: the answers of one
   * response render in one commit.
   */
  notify(tell: () => void): void
  /**
   * The observer of `key`, made by `make` if there is none: one `QueryObserver` for every
   * component of the provider's query client that shows one lookup (a row's avatar and name,
   * the rows of one account), each through a store of its own. Each observer is work on every
   * render and every answer. Observers no component listens to are let go once React has no
   * work left after one is made; one found before then is subscribed again as its component
   * commits.
   */
  share<O extends Shared>(key: string, make: () => O): O
}

/**
 * `whenIdle` calls its callback once React has no work left; tests give their own.
 */
export function createLookupRuntime(
  batcher: LookupBatcher,
  whenIdle: (done: () => void) => void = whenReactIdle,
): LookupRuntime {
  let open: Hold | undefined
  let sentInTask = false
  const due = new Set<() => void>()
  const shared = new Map<string, Shared>()
  let sweeping = false
  // Once React is idle, the observers no component shows: those of renders that never
  // committed, and those whose components have all left.
  const sweep = () => {
    sweeping = false
    for (const [key, observer] of shared) if (!observer.hasListeners()) shared.delete(key)
  }

  const hold = (): Hold => {
    const releaseBatcher = batcher.hold()
    let settle = () => {}
    const held: Hold = {
      release() {
        if (open === held) open = undefined
        releaseBatcher()
        settle()
      },
      released: new Promise((resolve) => {
        settle = resolve
      }),
    }
    // No clock: a busy machine lengthens React's slices and the gaps between them alike.
    whenIdle(held.release)
    return held
  }
  const flush = () => {
    for (const tell of due) tell()
    due.clear()
  }

  return {
    start(start) {
      open ??= hold()
      start()
      // The first full group of the task leaves as the page renders, the others as it commits,
      // so that requests do not lengthen the render.
      if (!sentInTask && batcher.sendFullGroups()) {
        sentInTask = true
        queueMicrotask(() => {
          sentInTask = false
        })
      }
      return open
    },
    seen(key) {
      // A lookup's key: ['dname', baseUrl, 'lookup', address, params].
      if (key[2] === 'lookup') batcher.seen(key[3] as string)
    },
    notify(tell) {
      if (due.size === 0) queueMicrotask(flush)
      due.add(tell)
    },
    share(key, make) {
      let observer = shared.get(key)
      if (!observer) {
        observer = make()
        shared.set(key, observer)
        if (!sweeping) whenIdle(sweep)
        sweeping = true
      }
      return observer as ReturnType<typeof make>
    },
  }
}
