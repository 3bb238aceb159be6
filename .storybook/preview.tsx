import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import '../src/styles.css'
import './theme.css'
import { withRegistry } from '../stories/support/withRegistry.js'
import { axeInOtherTheme } from './axeInOtherTheme.js'
import { withTheme } from './withTheme.js'

// Play functions wait on what a person would see, however long a loaded machine takes to show
// it: findBy/waitFor end as soon as their condition holds, and fail only after 30 s.
configure({ asyncUtilTimeout: 30_000 })

const preview: Preview = {
  // A Docs page per component: its props table and every story.
  tags: ['autodocs'],
  decorators: [withRegistry, withTheme],
  afterEach: [axeInOtherTheme],
  globalTypes: {
    theme: {
      description: 'The page behind the stories',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light page', icon: 'sun' },
          { value: 'dark', title: 'Dark page', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Every story must pass axe with no violation; a name read twice beside its image too.
    a11y: { test: 'error', options: { rules: { 'image-redundant-alt': { enabled: true } } } },
  },
}

export default preview
