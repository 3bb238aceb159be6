import { delay, HttpResponse, http } from 'msw'
import { setupWorker } from 'msw/browser'

/**
 * A gateway that takes requests and never answers, for the state of an avatar whose image is
 * still on its way (a story sets a long `gatewayTimeoutMs`, so the avatar does not give up on
 * it). A service worker in the page holds its requests, so it works wherever the stories run:
 * `storybook dev`, a static build on any server, and the story tests.
 */
export const STALLED_GATEWAY = '/stalled-gateway/ipfs/'

/**
 * A gateway that answers 404 only after 8 s: longer than an avatar waits by default (3 s), and
 * short enough that a visual review sees the page settle after it has given up.
 */
export const SLOW_GATEWAY = '/slow-gateway/ipfs/'

let started: Promise<unknown> | undefined

/** Starts the worker that holds the stalled gateway's requests (once per page). */
export function stallGateway(): Promise<unknown> {
  started ??= setupWorker(
    http.get(`*${STALLED_GATEWAY}*`, async () => {
      await delay('infinite')
      return HttpResponse.text('')
    }),
    http.get(`*${SLOW_GATEWAY}*`, async () => {
      await delay(8000)
      return HttpResponse.text('', { status: 404 })
    }),
  ).start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
  return started
}
