import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DnameIdentity, type DnameLabelsInput, DnameName, OwnedNames } from '../src/index.js'
import { addresses } from './support/fixtures.js'

const meta = { title: 'Examples/Words and languages' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const GERMAN: DnameLabelsInput = {
  name: {
    loading: 'Name wird geladen',
    unverified: 'nicht bestätigt',
    unverifiedTitle: 'Vom Inhaber verknüpft, nicht bestätigt',
    lookAlike: 'Doppelgänger',
    failed: 'nicht geladen',
    failedTitle: 'Der Name konnte nicht geladen werden',
  },
  identity: { copy: 'Adresse kopieren', copied: 'Adresse kopiert' },
  owned: {
    loading: 'Namen werden geladen…',
    count: { one: '{count} Name', other: '{count} Namen' },
    empty: 'Keine Namen',
    retry: 'Erneut versuchen',
    listOf: (owner) => `Namen von ${owner}`,
  },
}

// Arabic has six plural forms; the page is right to left.
const ARABIC: DnameLabelsInput = {
  name: { unverified: 'غير موثق', lookAlike: 'مشابه', failed: 'لم يُحمَّل' },
  identity: { copy: 'نسخ العنوان', copied: 'تم نسخ العنوان' },
  owned: {
    loading: 'جارٍ تحميل الأسماء…',
    count: {
      zero: 'لا أسماء',
      one: 'اسم واحد',
      two: 'اسمان',
      few: '{count} أسماء',
      many: '{count} اسمًا',
      other: '{count} اسم',
    },
    listOf: (owner) => `أسماء ${owner}`,
  },
}

/** Every word from the provider's `labels`; counts in German with its plural forms. */
export const German: Story = {
  parameters: { registry: { provider: { labels: GERMAN, locale: 'de' } } },
  render: () => (
    <div lang="de" style={{ display: 'grid', gap: 12, width: 360 }}>
      <DnameIdentity address={addresses.unverified} allowUnverified copyable />
      <DnameName address={addresses.lookAlike} />
      <OwnedNames owner={addresses.collector} height={200} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5.000 Namen')).toBeVisible()
    await expect(await canvas.findByText('nicht bestätigt')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Adresse kopieren' })).toBeVisible()
  },
}

/** A right-to-left page in Arabic: six plural forms, Arabic digits, names still read `.algo` last. */
export const ArabicRightToLeft: Story = {
  parameters: { registry: { provider: { labels: ARABIC, locale: 'ar-EG' } } },
  render: () => (
    <div lang="ar" dir="rtl" style={{ display: 'grid', gap: 12, width: 360 }}>
      <DnameIdentity address={addresses.unverified} allowUnverified copyable />
      <OwnedNames owner={addresses.collector} height={200} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('٥٬٠٠٠ اسم')).toBeVisible()
    await expect(await canvas.findByText('غير موثق')).toBeVisible()
  },
}
