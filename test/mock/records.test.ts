import { describe, expect, it } from 'vitest'
import { dnameRecordSchema } from '../../src/core/schemas/dnameRecordSchema.js'
import { setup } from './setup.js'

const keysOf = (record: object | null) => Object.keys(record ?? {}).sort()

describe('views', () => {
  it('tiny returns name, owner, caAlgo and unverifiedCaAlgo only', async () => {
    const { registry, addresses, lookupOne } = setup()
    registry.updateRecord('alice.algo', { unverifiedCaAlgo: [addresses.noName] })
    expect(keysOf(await lookupOne(addresses.verified, { view: 'tiny' }))).toEqual(
      ['caAlgo', 'name', 'owner', 'unverifiedCaAlgo'].sort(),
    )
  })

  it('thumbnail adds the avatar properties and nothing else', async () => {
    const { addresses, lookupOne } = setup()
    const alice = await lookupOne(addresses.verified, { view: 'thumbnail' })
    expect(keysOf(alice)).toEqual(['caAlgo', 'name', 'owner', 'properties'])
    expect(alice?.properties).toEqual({
      verified: { avatar: expect.stringMatching(/^ipfs:\/\//), avatarasaid: expect.any(String) },
    })
    const bob = await lookupOne(addresses.userAvatar, { view: 'thumbnail' })
    expect(bob?.properties).toEqual({
      userDefined: { avatar: expect.stringMatching(/^data:image\/png;base64,/) },
    })
  })

  it('brief adds asaID, ver, vaultOptInLocked and avatarasaid', async () => {
    const { addresses, lookupOne } = setup()
    const alice = await lookupOne(addresses.verified, { view: 'brief' })
    expect(alice).toMatchObject({
      asaID: expect.any(Number),
      ver: expect.anything(),
      vaultOptInLocked: expect.any(Boolean),
      properties: { verified: { avatarasaid: expect.any(String) } },
    })
    expect(alice?.properties?.internal).toBeUndefined()
  })

  it('full returns every field but match-check and avatarOutdated', async () => {
    const { registry, addresses, lookupOne } = setup()
    const stored = registry.record('alice.algo')!
    const alice = await lookupOne(addresses.verified, { view: 'full' })
    const { avatarOutdated: _, ...expected } = stored
    expect(alice).toEqual(expected)
  })
})

describe('record rules', () => {
  it('omits depositAccount for a record for sale or expired, in every view and answer', async () => {
    const { registry, client } = setup()
    registry.updateRecord('bargain.algo', {
      depositAccount: registry.record('bargain.algo')!.owner!,
    })
    const { dnames } = await client.search({
      owner: registry.record('bargain.algo')!.owner!,
      view: 'full',
    })
    expect(dnames.find((r) => r.name === 'bargain.algo')?.depositAccount).toBeUndefined()
    const served = await client.search({ limit: 200, view: 'full', substring: 'lapsed' })
    expect(served.dnames[0]?.state).toBe('expired')
    expect(served.dnames[0]?.depositAccount).toBeUndefined()
    expect(await client.get('bargain.algo')).not.toHaveProperty('depositAccount')
    const owned = await client.get('alice.algo')
    expect(owned?.depositAccount).toEqual(expect.any(String))
  })

  it('returns avatarOutdated only on a single-record fetch, and only when true', async () => {
    const { addresses, client, lookupOne } = setup()
    expect((await client.get('alice.algo'))?.avatarOutdated).toBe(true)
    expect(await lookupOne(addresses.verified, { view: 'full' })).not.toHaveProperty(
      'avatarOutdated',
    )
    const { dnames } = await client.search({ prefix: 'alice', view: 'full' })
    expect(dnames[0]).not.toHaveProperty('avatarOutdated')
    const { registry } = setup()
    registry.updateRecord('bob.algo', { avatarOutdated: false })
    expect(await setupGet(registry, 'bob.algo')).not.toHaveProperty('avatarOutdated')
  })

  it('never returns match-check', async () => {
    const { registry, addresses, client, lookupOne } = setup()
    registry.updateRecord('alice.algo', { 'match-check': 'yes' })
    for (const view of ['tiny', 'thumbnail', 'brief', 'full'] as const) {
      expect(await lookupOne(addresses.verified, { view })).not.toHaveProperty('match-check')
    }
    expect(await client.get('alice.algo')).not.toHaveProperty('match-check')
  })
})

async function setupGet(registry: ReturnType<typeof setup>['registry'], name: string) {
  const response = await registry.fetch(`https://r.test/dname/${name}`)
  return dnameRecordSchema.parse(await response.json())
}

describe('single record', () => {
  it('is found by full name or by application ID', async () => {
    const { registry, client } = setup()
    const appID = registry.record('alice.algo')!.appID!
    expect((await client.get('alice.algo'))?.appID).toBe(appID)
    expect((await client.get(appID))?.name).toBe('alice.algo')
  })

  it('answers 404 notFound for a name or ID that has no record', async () => {
    const { client, raw } = setup()
    expect(await client.get('nobody.algo')).toBeNull()
    expect(await client.get(1)).toBeNull()
    const response = await raw('/dname/nobody.algo')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('application/vnd.goa.error')
    expect(Object.keys(await response.json()).sort()).toEqual([
      'fault',
      'id',
      'message',
      'name',
      'temporary',
      'timeout',
    ])
  })
})
