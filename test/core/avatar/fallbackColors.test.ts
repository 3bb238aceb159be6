import { describe, expect, it } from 'vitest'
import { fallbackColors, luminance } from '../../../src/core/avatar/fallbackColors.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(channels(a)), luminance(channels(b))]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

describe('fallbackColors', () => {
  it('gives the same colours to the same address, and others to another', () => {
    const [address = '', other = ''] = testAddresses(2)
    expect(fallbackColors(address)).toEqual(fallbackColors(address))
    expect(fallbackColors(address)).not.toEqual(fallbackColors(other))
  })

  it('draws an address as it always has, whatever the version that draws it', () => {
    // A person knows an account by its picture: the colours of an address never change.
    const [a = '', b = '', c = ''] = testAddresses(3, 11)
    expect([a, b, c].map(fallbackColors)).toEqual([
      { from: '#d742d4', to: '#ad7e1f', text: '#000000' },
      { from: '#8242d7', to: '#ad1f91', text: '#ffffff' },
      { from: '#98e583', to: '#3e73dd', text: '#000000' },
    ])
  })

  it('gives every caller of an address colours it cannot change for the others', () => {
    const [address = ''] = testAddresses(1, 13)
    const colors = fallbackColors(address)
    expect(() => {
      ;(colors as { from: string }).from = '#000000'
    }).toThrow(TypeError)
    expect(fallbackColors(address)).toEqual(colors)
  })

  it('keeps the initial at 4.5:1 or more all along every gradient', () => {
    let worst = Number.POSITIVE_INFINITY
    const texts = new Set<string>()
    for (const address of testAddresses(5000, 7)) {
      const { from, to, text } = fallbackColors(address)
      texts.add(text)
      // Eleven stops, as the browser mixes the two ends in sRGB.
      for (let i = 0; i <= 10; i++) {
        const [a, b] = [channels(from), channels(to)]
        const stop = a.map((c, k) => Math.round(c + ((b[k] ?? 0) - c) * (i / 10)))
        worst = Math.min(
          worst,
          contrast(text, `#${stop.map((c) => c.toString(16).padStart(2, '0')).join('')}`),
        )
      }
    }
    expect(worst).toBeGreaterThanOrEqual(4.5)
    expect([...texts].sort()).toEqual(['#000000', '#ffffff'])
  })
})
