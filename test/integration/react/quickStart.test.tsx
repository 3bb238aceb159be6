import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { expect, it } from 'vitest'
import { docSamples, ROOT } from '../../support/docSamples.js'

it("renders the README's Quick start as written, with the built package, and shows names", async () => {
  const [quickStart] = docSamples().filter(
    (s) => s.where.startsWith('README.md') && s.lang === 'tsx',
  )
  expect(quickStart?.code).toContain('createMockRegistry')
  // The package by its name is the built one: its entries, as an app resolves them.
  const code = (quickStart?.code ?? '').replace(
    /from '(dname-react(?:\/[\w.-]+)?)'|import '(dname-react\/styles\.css)'/g,
    (_match, from?: string, css?: string) => {
      const entry = from ?? css ?? ''
      const path = entry.endsWith('.css')
        ? join(ROOT, 'dist/styles.css')
        : join(ROOT, 'dist', entry.replace(/^dname-react\/?/, ''), 'index.js')
      return css ? `import '${path}'` : `from '${path}'`
    },
  )
  const dir = join(ROOT, 'node_modules/.cache/quick-start')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'App.tsx'), code)
  // Pasted over a Vite template's src/App.tsx, whose main.tsx imports it by default.
  const { default: App } = (await import(/* @vite-ignore */ join(dir, 'App.tsx'))) as {
    default: ComponentType
  }
  render(<App />)
  expect(await screen.findByText('alice.algo')).toBeTruthy()
  expect(await screen.findByText('bob.algo')).toBeTruthy()
  // The unverified address shows its name, marked.
  expect(await screen.findByText('unverified', { exact: false })).toBeTruthy()
})
