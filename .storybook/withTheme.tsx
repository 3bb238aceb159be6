import type { Decorator } from '@storybook/react-vite'

export type Theme = 'light' | 'dark'

/** Marks the page light or dark, as an app does (`data-theme` on `<html>`). */
export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme
}

/** The toolbar's Theme: the page behind every story, light or dark. */
export const withTheme: Decorator = (Story, context) => {
  applyTheme(context.globals.theme === 'dark' ? 'dark' : 'light')
  return <Story />
}
