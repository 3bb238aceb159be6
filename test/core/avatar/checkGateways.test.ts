import { describe, expect, it } from 'vitest'
import { checkGateways } from '../../../src/core/avatar/checkGateways.js'
import { DnameInputError } from '../../../src/core/errors/DnameInputError.js'

describe('checkGateways', () => {
  it('accepts https gateways and paths on the page’s own origin', () => {
    const gateways = ['https://ipfs.io/ipfs/', 'https://gw.example/ipfs', '/ipfs/']
    expect(checkGateways(gateways)).toBe(gateways)
  })

  it('accepts http: on this machine only, as a local IPFS node or the simulated registry', () => {
    const local = [
      'http://127.0.0.1:8787/ipfs/',
      'http://localhost:8080/ipfs/',
      'http://gw.localhost/ipfs/',
      'http://[::1]:8080/ipfs/',
      'http://2130706433/ipfs/',
    ]
    expect(checkGateways(local)).toBe(local)
    for (const remote of [
      'http://ipfs.io/ipfs/',
      'http://127.0.0.1.nip.io/ipfs/',
      'http://localhost.evil.example/ipfs/',
      'http://10.0.0.1/ipfs/',
      'http://[::2]/ipfs/',
    ]) {
      expect(() => checkGateways([remote]), remote).toThrow(/not https: \(http:\)/)
    }
  })

  it.each([
    ['javascript:', 'javascript:alert(1)//'],
    ['http:', 'http://ipfs.io/ipfs/'],
    ['protocol-relative', '//evil.example/ipfs/'],
    ['empty', ''],
    ['blank', '   '],
    ['a data: URL', 'data:text/html,<script>'],
    ['with a query', 'https://gw.example/ipfs/?x='],
    ['with credentials', 'https://user:pw@gw.example/ipfs/'],
    ['a backslash', '/\\\\evil.example/ipfs/'],
    ['not a URL', 'ipfs gateway'],
    ['a bare origin', 'https://gw.example/'],
    ['a path other than /ipfs/', 'https://gw.example/ipns/'],
    ['a page path other than /ipfs/', '/images/'],
  ])('refuses a gateway that is %s, with a typed error', (_, gateway) => {
    expect(() => checkGateways(['https://ipfs.io/ipfs/', gateway])).toThrow(DnameInputError)
    try {
      checkGateways([gateway])
    } catch (error) {
      expect(error).toMatchObject({ name: 'DnameInputError', parameter: 'ipfsGateways' })
    }
  })

  it('names the entry it refuses, and why', () => {
    expect(() => checkGateways(['https://ipfs.io/ipfs/', 'https://gw.example'])).toThrow(
      'Invalid ipfsGateways: https://gw.example: no /ipfs/ path',
    )
  })
})
