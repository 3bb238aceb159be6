import type { AfterEach } from '@storybook/react-vite'
import axe from 'axe-core'
import { applyTheme } from './withTheme.js'

/**
 * After the a11y addon has checked a story in its theme, checks it in the other one: every
 * story is held to no violation in light and in dark. Only in story tests (Vitest), where
 * flipping the page for a moment is unseen.
 */
export const axeInOtherTheme: AfterEach = async ({ parameters, globals, viewMode }) => {
  const a11y = parameters.a11y as { test?: string; disable?: boolean } | undefined
  if (import.meta.env.VITEST_STORYBOOK == null || viewMode !== 'story') return
  if (a11y?.disable || a11y?.test === 'off') return
  const theme = globals.theme === 'dark' ? 'dark' : 'light'
  const other = theme === 'dark' ? 'light' : 'dark'
  applyTheme(other)
  try {
    axe.reset()
    const result = await axe.run(
      {
        include: [document.body],
        exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
      },
      { rules: { region: { enabled: false }, 'image-redundant-alt': { enabled: true } } },
    )
    const found = result.violations.map(
      (v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
    if (found.length > 0) throw new Error(`axe in the ${other} theme:\n${found.join('\n')}`)
  } finally {
    applyTheme(theme)
  }
}
