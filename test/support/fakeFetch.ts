export interface SeenRequest {
  url: URL
  headers: Headers
  signal: AbortSignal | undefined
}

type Reply = Response | Promise<Response> | (() => never)

/** A `fetch` that records every request and answers with `reply`. */
export function fakeFetch(reply: (request: SeenRequest) => Reply) {
  const requests: SeenRequest[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const seen: SeenRequest = {
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      signal: init?.signal ?? undefined,
    }
    requests.push(seen)
    const answer = reply(seen)
    return typeof answer === 'function' ? answer() : answer
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

export const goa = (status: number, name: string, message = name) =>
  new Response(
    JSON.stringify({
      name,
      id: 'x1',
      message,
      temporary: false,
      timeout: false,
      fault: status >= 500,
    }),
    { status, headers: { 'content-type': 'application/vnd.goa.error' } },
  )
