import type { Plugin } from 'vite'

/** Where the browser tests' gateway takes requests and never answers them. */
export const STALLED_GATEWAY_PATH = '/stalled-gateway/ipfs/'

/** A gateway that never answers, served by the browser tests' own server. */
export function stalledGatewayPlugin(): Plugin {
  return {
    name: 'dname-stalled-gateway',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        // Held open: no answer, no error, as a gateway that hangs.
        if (!request.url?.startsWith(STALLED_GATEWAY_PATH)) next()
      })
    },
  }
}
