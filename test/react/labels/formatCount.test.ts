import { describe, expect, it } from 'vitest'
import { formatCount } from '../../../src/react/labels/formatCount.js'

describe('formatCount', () => {
  it("writes a count in the form its locale's plural rules pick", () => {
    const english = { one: '{count} name', other: '{count} names' }
    expect(formatCount(english, 1, 'en')).toBe('1 name')
    expect(formatCount(english, 5000, 'en')).toBe('5,000 names')
    expect(formatCount({ one: '{count} Name', other: '{count} Namen' }, 5000, 'de')).toBe(
      '5.000 Namen',
    )
  })

  it('takes all six Arabic forms, in the digits of the locale', () => {
    const arabic = {
      zero: 'لا أسماء',
      one: 'اسم واحد',
      two: 'اسمان',
      few: '{count} أسماء',
      many: '{count} اسمًا',
      other: '{count} اسم',
    }
    expect([0, 1, 2, 3, 11, 100].map((n) => formatCount(arabic, n, 'ar-EG'))).toEqual([
      'لا أسماء',
      'اسم واحد',
      'اسمان',
      '٣ أسماء',
      '١١ اسمًا',
      '١٠٠ اسم',
    ])
  })

  it('falls back to the other form, and to English for a locale it cannot read', () => {
    expect(formatCount({ other: '{count} x' }, 1, 'en')).toBe('1 x')
    expect(
      formatCount({ one: '{count} name', other: '{count} names' }, 2000, 'not a locale!'),
    ).toBe('2,000 names')
  })
})
