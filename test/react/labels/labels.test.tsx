import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { generateDataset } from '../../../src/mock/generateDataset.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import { OwnedNames } from '../../../src/react/components/OwnedNames.js'
import { DnameProvider } from '../../../src/react/DnameProvider.js'
import { DEFAULT_LABELS } from '../../../src/react/labels/DEFAULT_LABELS.js'
import { useLocale } from '../../../src/react/labels/useLocale.js'
import { renderWithRegistry } from '../../support/renderWithRegistry.js'

const { addresses } = generateDataset()
afterEach(() => document.documentElement.removeAttribute('lang'))

describe('labels', () => {
  it('replace the words they name, and leave the rest English', async () => {
    renderWithRegistry(<DnameName address={addresses.unverified} allowUnverified />, {
      provider: { labels: { name: { unverified: 'nicht bestätigt' } } },
    })
    expect(await screen.findByText('nicht bestätigt')).toBeTruthy()
    expect(screen.getByTitle(DEFAULT_LABELS.name.unverifiedTitle)).toBeTruthy()
  })

  it("count in the provider's locale with its plural forms", async () => {
    renderWithRegistry(<OwnedNames owner={addresses.collector} />, {
      provider: {
        locale: 'de',
        labels: { owned: { count: { one: '{count} Name', other: '{count} Namen' } } },
      },
    })
    expect(await screen.findByText('5.000 Namen')).toBeTruthy()
  })

  it("count in the page's language when the provider names none", async () => {
    document.documentElement.lang = 'de'
    renderWithRegistry(<OwnedNames owner={addresses.collector} />)
    expect(await screen.findByText('5.000 names')).toBeTruthy()
  })

  it("are English on the server, which cannot know the page's language", () => {
    document.documentElement.lang = 'de'
    function Locale() {
      return <>{useLocale()}</>
    }
    const page = (
      <DnameProvider baseUrl="https://registry.test" fetch={globalThis.fetch}>
        <Locale />
      </DnameProvider>
    )
    // The text alone: the server's HTML also holds the names' layout sheet.
    expect(renderToString(page).replace(/<style[\s\S]*<\/style>/, '')).toBe('en')
    render(page)
    expect(document.body.textContent).toBe('de')
  })
})
