/**
 * The pages of `docs/` that Storybook shows, by path in the repository, with their Storybook
 * titles. A link between two of them opens the other's Storybook page.
 * `test/stories/docPages.test.ts` checks each against its MDX file.
 */
export const DOC_PAGES: Record<string, string> = {
  'docs/getting-started/vite.md': 'Guides/Getting started with Vite',
  'docs/getting-started/nextjs.md': 'Guides/Getting started with Next.js',
  'docs/guides/batching-and-caching.md': 'Guides/Batching and caching',
  'docs/guides/server-rendering.md': 'Guides/Server rendering',
  'docs/guides/persisted-caches.md': 'Guides/Persisted caches',
  'docs/guides/testing-your-app.md': 'Guides/Testing your app',
  'docs/guides/names-from-strangers.md': 'Guides/Names from strangers',
  'docs/guides/sending-to-a-name.md': 'Guides/Sending to a name',
  'docs/guides/avatars-in-shadcn-ui.md': 'Guides/Avatars in shadcn/ui',
  'docs/guides/theming-and-layout-shift.md': 'Guides/Theming and layout shift',
  'docs/guides/words-and-languages.md': 'Guides/Words and languages',
  'docs/guides/wallet-uis.md': 'Guides/Wallet UIs',
  'docs/guides/owned-names.md': 'Guides/Owned names',
  'docs/concepts/lookup-path.md': 'Guides/The lookup path',
  'docs/api/react.md': 'Manual/dname-react',
  'docs/api/core.md': 'Manual/dname-react core',
  'docs/api/mock.md': 'Manual/dname-react mock',
}

/** Storybook's id of a Docs page, as it makes one from the title. */
export const docsPageId = (title: string) =>
  `${title
    .split('/')
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .join('-')}--docs`

/** `href` resolved against the page at `from`, both repository paths: `docs/a/b.md#x`. */
export function resolveDocPath(from: string, href: string): string {
  const resolved = new URL(href, `https://repo.invalid/${from}`)
  return `${resolved.pathname.slice(1)}${resolved.hash}`
}

/**
 * Where a link of the page at `from` goes inside Storybook: another Docs page, or `undefined`
 * for a file of the repository that Storybook does not show.
 */
export function storybookHref(from: string, href: string): string | undefined {
  if (/^[a-z]+:|^#/i.test(href)) return href
  const [path = '', hash = ''] = resolveDocPath(from, href).split('#')
  const title = DOC_PAGES[path]
  if (title === undefined) return undefined
  return `./?path=/docs/${docsPageId(title)}${hash ? `#${hash}` : ''}`
}
