import { Markdown } from '@storybook/addon-docs/blocks'
import type { ReactNode } from 'react'
import { resolveDocPath, storybookHref } from './docPages.js'

function DocLink({ from, href, children }: { from: string; href: string; children: ReactNode }) {
  const target = storybookHref(from, href)
  // A file Storybook does not show (a bench note, the generated reference): say where it is.
  if (target === undefined) {
    return (
      <span>
        {children} (<code>{resolveDocPath(from, href)}</code> in the repository)
      </span>
    )
  }
  const external = /^https?:/.test(target)
  // Pages open in Storybook's own window, not inside the docs frame.
  return (
    <a
      href={target}
      target={target.startsWith('#') ? undefined : external ? '_blank' : '_top'}
      rel={external ? 'noreferrer' : undefined}
    >
      {children}
    </a>
  )
}

/** A page of `docs/` in Storybook, its links turned into Storybook links. */
export function DocsMarkdown({ source, from }: { source: string; from: string }) {
  return (
    <Markdown options={{ overrides: { a: { component: DocLink, props: { from } } } }}>
      {source}
    </Markdown>
  )
}
