import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DOC_PAGES,
  docsPageId,
  resolveDocPath,
  storybookHref,
} from '../../../stories/support/docPages.js'

const root = join(import.meta.dirname, '../../..')
const mdxFiles = readdirSync(join(root, 'stories/docs'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => readFileSync(join(root, 'stories/docs', file), 'utf8'))

/** The page each MDX file shows and the title it gives it. */
const shown = mdxFiles.flatMap((source) => {
  const path = /from="(docs\/[^"]+\.md)"/.exec(source)?.[1]
  const title = /<Meta title="([^"]+)"/.exec(source)?.[1]
  return path ? [{ path, title, imports: source.includes(`../../../${path}?raw`) }] : []
})

/** Relative links of a markdown page, code blocks left out. */
const linksOf = (path: string) =>
  [
    ...readFileSync(join(root, path), 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .matchAll(/\]\(([^)\s]+)\)/g),
  ]
    .map((match) => match[1] ?? '')
    .filter((href) => !/^[a-z]+:|^#/i.test(href))

describe('docs pages in Storybook', () => {
  it('shows every listed page under its listed title, from its own file', () => {
    expect(shown.map((page) => page.path).sort()).toEqual(Object.keys(DOC_PAGES).sort())
    for (const page of shown) {
      expect(page.title, page.path).toBe(DOC_PAGES[page.path])
      expect(page.imports, page.path).toBe(true)
    }
  })

  it.each(Object.keys(DOC_PAGES))(
    'opens each link of %s as a Storybook page or names its file',
    (path) => {
      for (const href of linksOf(path)) {
        const target = storybookHref(path, href)
        const file = resolveDocPath(path, href).split('#')[0] ?? ''
        expect(existsSync(join(root, file)), `${path} → ${href}`).toBe(true)
        if (DOC_PAGES[file]) expect(target).toMatch(/^\.\/\?path=\/docs\/[a-z0-9-]+--docs/)
        else expect(target).toBeUndefined()
      }
    },
  )

  it('makes page ids as Storybook does', () => {
    expect(docsPageId('Guides/Getting started with Next.js')).toBe(
      'guides-getting-started-with-next-js--docs',
    )
    expect(docsPageId('Manual/dname-react core')).toBe('manual-dname-react-core--docs')
  })
})
