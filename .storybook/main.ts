import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'
import { ipfsGateway } from './ipfsGateway.js'

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  // Stories render as users run their apps in development: twice-run effects included.
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  staticDirs: ['../stories/public'],
  core: { disableTelemetry: true },
  viteFinal: (config) => mergeConfig(config, { plugins: [ipfsGateway()] }),
}

export default config
