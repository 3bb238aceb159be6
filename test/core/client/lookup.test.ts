import { describe, expect, it } from 'vitest'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { DnameApiError } from '../../../src/core/errors/DnameApiError.js'
import { DnameInputError } from '../../../src/core/errors/DnameInputError.js'
import { DnameNetworkError } from '../../../src/core/errors/DnameNetworkError.js'
import { DnameRateLimitError } from '../../../src/core/errors/DnameRateLimitError.js'
import { DnameResponseError } from '../../../src/core/errors/DnameResponseError.js'
import { fakeFetch, goa, json } from '../../support/fakeFetch.js'
import { corrupt, testAddresses } from '../../support/ledgerAddresses.js'

const [a = '', b = '', c = ''] = testAddresses(3)
const base = 'https://registry.test/api/'

const clientFor = (reply: Parameters<typeof fakeFetch>[0]) => {
  const fake = fakeFetch(reply)
  return {
    client: createDnameClient({ baseUrl: base, fetch: fake.fetch }),
    requests: fake.requests,
  }
}

describe('client.lookup', () => {
  it('repeats the address parameter once per address, sorted, with the view', async () => {
    const { client, requests } = clientFor(() => goa(404, 'notFound'))
    await client.lookup([c, a, b, a], { view: 'thumbnail', allowUnverified: true })
    const url = requests[0]!.url
    expect(url.origin + url.pathname).toBe('https://registry.test/api/dname/lookup')
    expect(url.searchParams.getAll('address')).toEqual([a, b, c].sort())
    expect(url.searchParams.get('view')).toBe('thumbnail')
    expect(url.searchParams.get('allowUnverified')).toBe('true')
  })

  it('asks for the tiny view and leaves allowUnverified out by default', async () => {
    const { client, requests } = clientFor(() => goa(404, 'notFound'))
    await client.lookup([a])
    expect(requests[0]!.url.searchParams.get('view')).toBe('tiny')
    expect(requests[0]!.url.searchParams.has('allowUnverified')).toBe(false)
  })

  it('encodes other chains\u2019 addresses in the query string', async () => {
    const { client, requests } = clientFor(() => goa(404, 'notFound'))
    await client.lookup(['addr+1/x=y&z'])
    expect(requests[0]!.url.search).toContain('address=addr%2B1%2Fx%3Dy%26z')
    expect(requests[0]!.url.searchParams.get('address')).toBe('addr+1/x=y&z')
  })

  it('gives each address its record, and null for the addresses missing from a partial 200', async () => {
    const { client } = clientFor(() =>
      json({ [a]: { name: 'a.algo', caAlgo: [a] } }, 200, { etag: '"e1"' }),
    )
    const result = await client.lookup([a, b])
    expect(result.notModified).toBe(false)
    if (result.notModified) return
    expect(result.records.get(a)?.name).toBe('a.algo')
    expect(result.records.get(b)).toBeNull()
    expect(result.etag).toBe('"e1"')
  })

  it('answers null for every address on a 404, a normal outcome', async () => {
    const { client } = clientFor(() => goa(404, 'notFound'))
    const result = await client.lookup([a, b])
    expect(result.notModified ? null : [...result.records.values()]).toEqual([null, null])
  })

  it('does not take a 404 without the notFound body for "no name"', async () => {
    const { client } = clientFor(() => new Response('<html>Not Found</html>', { status: 404 }))
    await expect(client.lookup([a])).rejects.toMatchObject({ name: 'DnameApiError', status: 404 })
  })

  it('sends the ETag and reports a 304 as not modified', async () => {
    const { client, requests } = clientFor(
      () => new Response(null, { status: 304, headers: { etag: '"e1"' } }),
    )
    const result = await client.lookup([a], { etag: '"e1"' })
    expect(requests[0]!.headers.get('if-none-match')).toBe('"e1"')
    expect(result).toEqual({ notModified: true, etag: '"e1"' })
  })

  it('rejects a 304 to a lookup that sent no ETag with a DnameResponseError', async () => {
    const { client } = clientFor(() => new Response(null, { status: 304 }))
    await expect(client.lookup([a])).rejects.toMatchObject({
      name: 'DnameResponseError',
      status: 304,
    })
  })

  it('keeps the answer of an address spelled __proto__', async () => {
    const body = `{"__proto__": {"name": "proto.algo"}, "${a}": {"name": "a.algo"}}`
    const { client } = clientFor(() => new Response(body, { status: 200 }))
    const result = await client.lookup(['__proto__', a], { allowUnverified: true })
    expect(result.notModified).toBe(false)
    if (result.notModified) return
    expect(result.records.get('__proto__')).toEqual({ name: 'proto.algo' })
    expect(result.records.get(a)).toEqual({ name: 'a.algo' })
    expect(Object.prototype).not.toHaveProperty('name')
  })

  it('rejects a 400 invalidAddress with the goa body', async () => {
    const { client } = clientFor(() => goa(400, 'invalidAddress', 'bad address'))
    const error = await client.lookup(['0xabc']).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DnameApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'invalidAddress',
      message: 'invalidAddress: bad address',
    })
    expect((error as DnameApiError).body).toMatchObject({
      id: 'x1',
      temporary: false,
      timeout: false,
      fault: false,
    })
  })

  it('rejects a 429 with the rate-limit body', async () => {
    const { client } = clientFor(() => json({ limit: 100, secsRemaining: 7 }, 429))
    await expect(client.lookup([a])).rejects.toEqual(expect.any(DnameRateLimitError))
    await expect(client.lookup([a])).rejects.toMatchObject({
      limit: 100,
      secsRemaining: 7,
      status: 429,
    })
  })

  it('keeps a 429 wait between 1 s and 5 minutes, whatever the body says', async () => {
    for (const [secsRemaining, kept] of [
      [86_400, 300],
      [2 ** 40, 300],
      [0, 1],
      [-5, 1],
    ]) {
      const { client } = clientFor(() => json({ limit: 1, secsRemaining }, 429))
      await expect(client.lookup([a])).rejects.toMatchObject({ secsRemaining: kept })
    }
  })

  it('falls back to Retry-After when a 429 has no body', async () => {
    const { client } = clientFor(
      () => new Response('', { status: 429, headers: { 'retry-after': '4' } }),
    )
    await expect(client.lookup([a])).rejects.toMatchObject({ secsRemaining: 4 })
  })

  it('rejects another status with its code, and no body when it is not a goa error', async () => {
    const { client } = clientFor(() => new Response('upstream down', { status: 502 }))
    const error = await client.lookup([a]).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'DnameApiError',
      status: 502,
      body: undefined,
      retryable: true,
    })
  })

  it('keeps the good records when one record in the answer does not match its schema', async () => {
    const { client } = clientFor(() =>
      json({ [a]: { name: 'a.algo', extra: 1 }, [b]: { name: 'b.algo', owner: 42 } }),
    )
    const result = await client.lookup([a, b])
    if (result.notModified) throw new Error('unexpected 304')
    expect(result.records.get(a)).toEqual({ name: 'a.algo', extra: 1 })
    expect(result.records.has(b)).toBe(false)
    expect(result.failures.get(b)).toBeInstanceOf(DnameResponseError)
    expect(result.failures.get(b)?.message).toContain(`${b}.owner`)
  })

  it('rejects a body that is not JSON or not an object', async () => {
    const notJson = clientFor(() => new Response('{oops', { status: 200 }))
    await expect(notJson.client.lookup([a])).rejects.toBeInstanceOf(DnameResponseError)
    const array = clientFor(() => json([1, 2]))
    const error = await array.client.lookup([a]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DnameResponseError)
    expect((error as Error).message).toContain('(root): expected object')
  })

  it('wraps a failed fetch in a DnameNetworkError with the cause', async () => {
    const cause = new TypeError('fetch failed')
    const { client } = clientFor(() => () => {
      throw cause
    })
    const error = await client.lookup([a]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DnameNetworkError)
    expect((error as DnameNetworkError).cause).toBe(cause)
  })

  it('rejects with the AbortError when the caller aborts', async () => {
    const { client } = clientFor(
      ({ signal }) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    const controller = new AbortController()
    const pending = client.lookup([a], { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('sends nothing when the signal is already aborted', async () => {
    const { client, requests } = clientFor(() => goa(404, 'notFound'))
    await expect(client.lookup([a], { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(requests).toHaveLength(0)
  })

  it.each([
    ['no address', []],
    ['21 addresses', testAddresses(21)],
    ['an address with white space', [a, `${b}\n`]],
    ['an empty address', ['']],
  ])('refuses %s before any request', async (_, addresses) => {
    const { client, requests } = clientFor(() => goa(404, 'notFound'))
    await expect(client.lookup(addresses)).rejects.toMatchObject({
      name: 'DnameInputError',
      parameter: 'address',
    })
    expect(requests).toHaveLength(0)
  })

  it('sends a ledger-shaped address with a bad checksum: the registry judges it', async () => {
    const { client, requests } = clientFor(() => goa(400, 'invalidAddress'))
    await expect(client.lookup([a, corrupt(b)])).rejects.toMatchObject({
      name: 'DnameApiError',
      status: 400,
      code: 'invalidAddress',
    })
    expect(requests[0]!.url.searchParams.getAll('address')).toEqual([a, corrupt(b)].sort())
  })

  it('takes 20 addresses, and counts a repeated one once', async () => {
    const { client, requests } = clientFor(() => goa(404, 'notFound'))
    await client.lookup([...testAddresses(20), a])
    expect(requests[0]!.url.searchParams.getAll('address')).toHaveLength(20)
  })

  it('refuses an unknown view', async () => {
    const { client } = clientFor(() => goa(404, 'notFound'))
    // @ts-expect-error a view the interface does not have
    await expect(client.lookup([a], { view: 'huge' })).rejects.toBeInstanceOf(DnameInputError)
  })

  it('sends the headers given to the client', async () => {
    const fake = fakeFetch(() => goa(404, 'notFound'))
    const client = createDnameClient({
      baseUrl: base,
      fetch: fake.fetch,
      headers: { 'x-api-key': 'k' },
    })
    await client.lookup([a])
    expect(fake.requests[0]!.headers.get('x-api-key')).toBe('k')
  })
})
