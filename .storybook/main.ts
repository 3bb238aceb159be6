import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'
import { ipfsGateway } from './ipfsGateway.js'

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  // Props tables from the components' TypeScript types and TSDoc.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // Stories render as users run their apps in development: twice-run effects included.
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  staticDirs: ['../stories/public'],
  core: { disableTelemetry: true },
  viteFinal: (config) => mergeConfig(config, { plugins: [ipfsGateway()] }),
}

export default config
