import { DnameError } from '../core/errors/DnameError.js'

// MSW is an optional peer: only `registry.handlers` needs it.
const msw = await import('msw').catch(() => undefined)

/** MSW 2 handlers that pass every request under `baseUrl` to the simulated registry. */
export function mswHandlers(baseUrl: string, serve: (request: Request) => Promise<Response>) {
  if (!msw) throw new DnameError('registry.handlers needs msw 2: npm install --save-dev msw@2')
  const { http, HttpResponse } = msw
  return [
    http.all(`${baseUrl.replace(/\/+$/, '')}/*`, ({ request }) =>
      serve(request).catch((error: unknown) => {
        if (error instanceof TypeError) return HttpResponse.error()
        throw error
      }),
    ),
  ]
}
