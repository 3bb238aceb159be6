import { describe, expect, it } from 'vitest'
import { createDnameClient } from '../../../src/core/client/createDnameClient.js'
import { DnameInputError } from '../../../src/core/errors/DnameInputError.js'

describe('createDnameClient', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
  ])('says "baseUrl is required" when baseUrl is %s', (_, baseUrl) => {
    const make = () => createDnameClient({ baseUrl: baseUrl as string })
    expect(make).toThrow(DnameInputError)
    expect(make).toThrow(/^baseUrl is required/)
  })

  it('refuses a baseUrl of white space as no registry address', () => {
    expect(() => createDnameClient({ baseUrl: '  ' })).toThrow('Invalid baseUrl')
  })
})
