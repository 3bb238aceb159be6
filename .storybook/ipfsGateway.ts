import type { Plugin } from 'vite'
import { GATEWAY_PATH, gatewayPicture } from '../src/mock/gatewayPicture.js'
import { createMockRegistry } from '../src/mock/index.js'

/**
 * The simulated registry's IPFS gateway at `/ipfs/`, so the dataset's avatars show in stories
 * offline: served on request in `storybook dev` (and the story tests), and written into a
 * `storybook build` for every `ipfs://` avatar of the stories' dataset. A static server must
 * send those extensionless files as `image/svg+xml` (the visual review's does).
 */
export function ipfsGateway(): Plugin {
  return {
    name: 'dname-ipfs-gateway',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // At the root only: the stories' and tests' other gateways (`/missing-gateway/ipfs/`,
        // `/stalled-gateway/ipfs/`) end in `/ipfs/` too, and must not be answered here.
        const path = request.url?.split('?')[0] ?? ''
        const cid = path.startsWith('/ipfs/') ? GATEWAY_PATH.exec(path)?.[1] : undefined
        if (!cid) return next()
        response.setHeader('content-type', 'image/svg+xml')
        response.end(gatewayPicture(cid))
      })
    },
    generateBundle() {
      const links = createMockRegistry()
        .records()
        .map((record) => record.properties?.verified?.avatar)
      for (const link of new Set(links)) {
        const cid = link?.startsWith('ipfs://') ? link.slice('ipfs://'.length) : undefined
        if (!cid || !GATEWAY_PATH.test(`/ipfs/${cid}`)) continue
        this.emitFile({ type: 'asset', fileName: `ipfs/${cid}`, source: gatewayPicture(cid) })
      }
    },
  }
}
