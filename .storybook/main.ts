import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  // Stories render as users run their apps in development: twice-run effects included.
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  staticDirs: ['../stories/public'],
  core: { disableTelemetry: true },
}

export default config
