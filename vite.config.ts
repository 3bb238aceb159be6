import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/react/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['test/react/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup/dom.ts'],
        },
      },
    ],
  },
})
