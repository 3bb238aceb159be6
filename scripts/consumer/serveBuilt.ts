import { createServer } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'

/** Serves a built Vite app's `dist/` on a free port of 127.0.0.1; resolves with its origin. */
export async function serveBuilt(app: string): Promise<{ origin: string; close(): void }> {
  const site = createServer(sirv(join(app, 'dist')))
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  const address = site.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { origin: `http://127.0.0.1:${port}`, close: () => site.close() }
}
