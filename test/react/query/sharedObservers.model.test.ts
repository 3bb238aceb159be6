/**
 * Model-based test of the observers the components of a provider share (`LookupRuntime.share`):
 * random sequences of renders that ask for a lookup's observer, components that start and stop
 * listening to it (commits, unmounts, renders that never commit), and React going idle. After
 * each step: a lookup that some component listens to keeps its observer; one that none listens
 * to is let go at the next idle (a render after it gets a new one), never before; and the
 * runtime waits for idle once at a time, however many observers are made.
 */
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { createLookupBatcher } from '../../../src/core/batcher/createLookupBatcher.js'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { createLookupRuntime } from '../../../src/react/query/createLookupRuntime.js'

/** A stand-in for a `QueryObserver`: only its listeners matter here. */
class FakeObserver {
  listeners = 0
  hasListeners() {
    return this.listeners > 0
  }
}

type Command =
  | { kind: 'render'; key: number }
  | { kind: 'listen'; key: number }
  | { kind: 'leave'; pick: number }
  | { kind: 'idle' }

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('render' as const), key: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('listen' as const), key: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('leave' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('idle' as const) }) },
)

it('keeps a lookup its observer while a component listens, and lets it go at idle once none does', () => {
  fc.assert(
    fc.property(fc.array(command, { minLength: 1, maxLength: 40 }), (commands) => {
      const client = createDnameClient({ baseUrl: 'https://registry.test', fetch: fetch })
      const idle: Array<() => void> = []
      const runtime = createLookupRuntime(createLookupBatcher(client), (done) => idle.push(done))
      // What the model expects share(key) to give: the observer last given, unless idle has
      // come while nothing listened to it.
      const given = new Map<number, FakeObserver>()
      const listening: FakeObserver[] = []
      const share = (key: number) => runtime.share(String(key), () => new FakeObserver())
      for (const step of commands) {
        if (step.kind === 'render') {
          const observer = share(step.key)
          const expected = given.get(step.key)
          if (expected) expect(observer).toBe(expected)
          given.set(step.key, observer)
        } else if (step.kind === 'listen') {
          // A component commits with the observer its render was given.
          const observer = given.get(step.key) ?? share(step.key)
          given.set(step.key, observer)
          observer.listeners++
          listening.push(observer)
        } else if (step.kind === 'leave') {
          const [observer] = listening.splice(step.pick % Math.max(1, listening.length), 1)
          if (observer) observer.listeners--
        } else {
          for (const done of idle.splice(0)) done()
          for (const [key, observer] of given) {
            if (!observer.hasListeners()) given.delete(key)
          }
        }
        // One wait for idle at a time.
        expect(idle.length).toBeLessThanOrEqual(1)
        // A listened observer is the one its key gives, unless it was let go before a
        // component listened to it again (a render that committed after idle): then it goes on
        // alone, and its key gives another.
        for (const [key, observer] of given) {
          if (observer.hasListeners()) expect(share(key)).toBe(observer)
        }
      }
    }),
    { numRuns: 2000 },
  )
})
