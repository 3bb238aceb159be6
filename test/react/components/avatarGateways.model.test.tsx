/**
 * Model-based test of an avatar's image on Radix Avatar: thousands of random runs in which each
 * gateway loads, fails or never answers, the avatar comes into view at any moment, and time
 * passes in steps of any length. After each step: nothing is asked for before the avatar is in
 * view; the gateways are tried in their order, each once; the badge is never on an empty box;
 * past every gateway the picture is drawn. At the end, a run has settled where the model says:
 * the image of the first gateway that loads within the timeout, or the drawn picture when none
 * does, within one timeout per gateway of coming into view. Gateways answer at once or about
 * the timeout, on either side of it, so an answer and the timeout meet in the same step.
 */
import { act, cleanup, render } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createMockRegistry } from '../../../src/mock/createMockRegistry.js'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { DnameProvider } from '../../../src/react/DnameProvider.js'
import { installFakeImage } from '../../support/fakeImage.js'
import { installFakeIntersection } from '../../support/fakeIntersection.js'

const { records, addresses } = generateDataset()
const alice = records.find((record) => record.name === 'alice.algo')
const GATEWAYS = ['https://gw-a.test/ipfs/', 'https://gw-b.test/ipfs/', 'https://gw-c.test/ipfs/']
const HOSTS = GATEWAYS.map((gateway) => new URL(gateway).host)
const TIMEOUT = 200
const STEP = 20

type Outcome = 'load' | 'fail' | 'hang'

const viewport = installFakeIntersection()
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'], now: 0 })
})
afterEach(() => {
  cleanup()
  viewport.hide()
  vi.useRealTimers()
})

/** Moves faked time on by `ms`, a step at a time, letting React commit between steps. */
async function wait(ms: number) {
  for (let left = ms; left > 0; left -= STEP) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(STEP, left))
    })
  }
}

it('tries the gateways in order once in view, badges only a loaded image, and settles', async () => {
  const registry = createMockRegistry()
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom<Outcome>('load', 'fail', 'hang'), {
        minLength: GATEWAYS.length,
        maxLength: GATEWAYS.length,
      }),
      // How long each gateway takes to answer: at once, or about the timeout, on either side.
      fc.array(fc.constantFrom(1, 50, TIMEOUT - STEP, TIMEOUT - 1, TIMEOUT, TIMEOUT + 1, 500), {
        minLength: GATEWAYS.length,
        maxLength: GATEWAYS.length,
      }),
      fc.array(
        fc.oneof(
          fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 1, max: 700 }) }),
          fc.record({ kind: fc.constant('show' as const) }),
        ),
        { maxLength: 8 },
      ),
      async (outcomes, delays, commands) => {
        viewport.hide()
        const outcomeOf = (url: string) => outcomes[HOSTS.indexOf(new URL(url).host)] ?? 'hang'
        const gateway = (url: string) => HOSTS.indexOf(new URL(url).host)
        const images = installFakeImage(
          (url) => {
            const outcome = outcomeOf(url)
            return outcome === 'hang' ? 'hang' : outcome === 'load'
          },
          (url) => delays[gateway(url)] ?? 1,
        )
        // A gateway that loads well within the timeout wins over every one after it; one that
        // answers about the timeout (in the same step of time) may win or lose to it.
        const clearly = (i: number) => outcomes[i] === 'load' && (delays[i] ?? 0) < TIMEOUT - STEP
        const may = (i: number) => outcomes[i] === 'load' && (delays[i] ?? 0) <= TIMEOUT + 1
        const { container, unmount } = render(
          <DnameProvider
            baseUrl="https://registry.test"
            fetch={registry.fetch}
            ipfsGateways={GATEWAYS}
            gatewayTimeoutMs={TIMEOUT}
          >
            <DnameAvatar address={addresses.verified} record={alice} />
          </DnameProvider>,
        )
        try {
          let shown = false
          const check = () => {
            const root = container.querySelector('[data-dname-avatar]') as HTMLElement
            const tried = [...new Set(images.tried.map((url) => new URL(url).host))]
            // Nothing before the avatar is in view; then the gateways in order, each once (a
            // browser merges the requests of one URL that Radix makes as it moves to the next).
            if (!shown) expect(tried).toEqual([])
            expect(HOSTS.slice(0, tried.length)).toEqual(tried)
            const badge = root.querySelector('[data-part="badge"]')
            const image = root.querySelector('img')
            // The badge is on a loaded image, never on an empty box or the drawn picture.
            if (badge) expect([image !== null, root.dataset.image]).toEqual([true, 'loaded'])
            if (image) expect(outcomeOf(image.src)).toBe('load')
            if (root.dataset.image === 'error') {
              expect(root.querySelector('[data-part="fallback"]')).not.toBeNull()
              expect(image).toBeNull()
            }
          }
          check()
          for (const command of commands) {
            if (command.kind === 'show' && !shown) {
              shown = true
              viewport.show()
            } else if (command.kind === 'wait') await wait(command.ms)
            check()
          }
          if (!shown) {
            shown = true
            viewport.show()
          }
          // Watched a little after it mounts, then one timeout per gateway at most.
          await wait(300 + GATEWAYS.length * (TIMEOUT + 2 * STEP))
          check()
          const root = container.querySelector('[data-dname-avatar]') as HTMLElement
          const settled = HOSTS.indexOf(new URL(root.querySelector('img')?.src ?? 'x:').host)
          if (settled < 0) {
            expect(root.dataset.image).toBe('error')
            expect(HOSTS.some((_, i) => clearly(i))).toBe(false)
          } else {
            expect(root.dataset.image).toBe('loaded')
            expect(may(settled)).toBe(true)
            expect(HOSTS.slice(0, settled).some((_, i) => clearly(i))).toBe(false)
            expect(root.querySelector('[data-part="badge"]')).not.toBeNull()
          }
        } finally {
          unmount()
          images.restore()
        }
      },
    ),
    { numRuns: 1000 },
  )
}, 600_000)
