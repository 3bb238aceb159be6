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

  // `fetch` would take these as paths on the page's own origin: requests there, 404, no names.
  it.each([
    'registry.example.com',
    'registry.example.com/api',
    '127.0.0.1:8787',
    'ftp://registry.example.com',
    '//registry.example.com',
    ' https://registry.example.com',
  ])('refuses the baseUrl %j, naming the option and the value', (baseUrl) => {
    let caught: unknown
    try {
      createDnameClient({ baseUrl })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(DnameInputError)
    expect(caught).toMatchObject({ parameter: 'baseUrl', value: baseUrl })
    expect(String((caught as Error).message)).toContain(
      `Invalid baseUrl: ${baseUrl} has no https://`,
    )
  })

  it.each([
    'https://registry.example.com',
    'HTTPS://registry.example.com/api/',
    'http://127.0.0.1:8787',
    '/api/registry',
  ])('takes the baseUrl %j: an http(s) URL, or a path on the page’s origin', (baseUrl) => {
    expect(createDnameClient({ baseUrl }).baseUrl).toBe(baseUrl.replace(/\/+$/, ''))
  })
})
