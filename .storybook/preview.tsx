import type { Preview } from '@storybook/react-vite'
import '../src/styles.css'
import { withRegistry } from '../stories/support/withRegistry.js'

const preview: Preview = {
  decorators: [withRegistry],
  parameters: {
    layout: 'padded',
    // Every story must pass axe with no violation.
    a11y: { test: 'error' },
  },
}

export default preview
