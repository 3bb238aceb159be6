import parseDataURL from 'data-urls'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dataUrlBody } from '../../../src/core/avatar/dataUrlBody.js'

const bytesOf = (text: string) => [...text].map((c) => c.charCodeAt(0))

describe('dataUrlBody', () => {
  it('reads %C4%80 as the two bytes it names, and a literal Ā as its two UTF-8 bytes', () => {
    expect([...(dataUrlBody('data:image/gif,G%49F%C4%80')?.body ?? [])]).toEqual([
      ...bytesOf('GIF'),
      0xc4,
      0x80,
    ])
    expect([...(dataUrlBody('data:image/gif,GIF\u0100')?.body ?? [])]).toEqual([
      ...bytesOf('GIF'),
      0xc4,
      0x80,
    ])
  })

  it('drops the fragment and outer controls, as the URL parser does', () => {
    expect(dataUrlBody(' \u0001data:image/png,ab?cd#ef ')).toEqual({
      mimeType: 'image/png',
      body: new Uint8Array(bytesOf('ab?cd')),
    })
  })

  it('refuses a tab or a newline inside, which Chromium keeps and the URL standard drops', () => {
    for (const link of [
      'data:image/gif,GIF%\n00',
      'data:image/gif,G\tIF',
      'data:image/gif,GI\rF',
    ]) {
      expect(dataUrlBody(link)).toBeUndefined()
    }
  })

  it('decodes base64 forgivingly, and refuses what the browser refuses', () => {
    expect([...(dataUrlBody('data:image/png;BASE64,R0l G OA==')?.body ?? [])]).toEqual(
      bytesOf('GIF8'),
    )
    expect(dataUrlBody('data:image/png;base64,R0lGO')).toBeUndefined()
    expect(dataUrlBody('data:image/png;base64,R0l*')).toBeUndefined()
    expect(dataUrlBody('data:image/png')).toBeUndefined()
    expect(dataUrlBody('https://x.test/,a')).toBeUndefined()
  })

  // What a data: URL can hold that a reader may get wrong.
  const piece = fc.oneof(
    fc.constantFrom('%', '%4', '%zz', '%C4%80', '%e2%82%ac', '%25', '%00', '%FF', '#', '?', ' '),
    fc.constantFrom('\t', '\n', '\r', '\u0001', '\u007f', '=', '==', '+', '/'),
    fc.constantFrom('\u0100', 'é', '€', '😀', '\ud800', '\u00a0', '\ufeff'),
    fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    }),
  )
  const head = fc.constantFrom(
    'data:image/png,',
    'data:image/gif;base64,',
    'DATA:image/gif ; BASE64,',
    ' \tdata:image/webp;charset=x;base64,',
    'data:,',
    'data:image/png;base64',
  )

  it('gives the bytes data-urls gives, for any URL', () => {
    fc.assert(
      fc.property(head, fc.array(piece, { maxLength: 30 }), (start, pieces) => {
        const link = start + pieces.join('')
        const ours = dataUrlBody(link)
        // A tab or a newline inside is refused: browsers disagree on it.
        const inner = link.replace(/^[\0- ]+|[\0- ]+$/g, '')
        const theirs = /[\t\n\r]/.test(inner) ? null : parseDataURL(link)
        expect(ours === undefined).toBe(theirs === null)
        if (ours && theirs) expect([...ours.body]).toEqual([...theirs.body])
      }),
      { numRuns: 5_000 },
    )
  })
})
