import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { DnameProvider } from '../../src/react/DnameProvider.js'
import { hasPreconnect } from '../support/react19.js'

// A file of its own: React keeps a style it put in the head for the document's life, and the
// first provider's nonce is the one it has.
it.skipIf(!hasPreconnect)(
  "puts the names' layout in the head once, with the page's nonce, however many providers",
  () => {
    render(
      <DnameProvider baseUrl="https://registry.test" nonce="r4nd0m">
        <DnameProvider baseUrl="https://other.test" nonce="r4nd0m">
          <span>app</span>
        </DnameProvider>
      </DnameProvider>,
    )
    const sheets = document.head.querySelectorAll<HTMLStyleElement>(
      'style[data-href="dname-react"]',
    )
    expect(sheets).toHaveLength(1)
    expect(sheets[0]?.nonce).toBe('r4nd0m')
    expect(sheets[0]?.textContent).toContain('[data-dname]{position:relative')
  },
)
