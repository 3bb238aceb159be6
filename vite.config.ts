import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { ipfsGateway } from './.storybook/ipfsGateway.js'
import { cachingRegistryPlugin } from './test/support/browser/cachingRegistryPlugin.js'
import { stalledGatewayPlugin } from './test/support/browser/stalledGatewayPlugin.js'

/**
 * Playwright's own `--disable-features` names (playwright-core's Chromium switches), carried by
 * ours: Chromium reads only the last `--disable-features` of its command line, so a second one
 * would drop these. `test/scripts/chromiumFlags.test.ts` fails when Playwright's list has a name
 * this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium loads the address bar's popups (two pages of its own, in a process of their own) for
 * every new window, which a new context of a headless browser is: about 0.7 s of CPU beside each
 * page a bench or a test opens, on the same cores.
 */
export const ADDRESS_BAR_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** Debian's Chromium: no test tool downloads a browser of its own. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS].join(',')}`,
  ],
}

export default defineConfig({
  test: {
    restoreMocks: true,
    // A generous limit for a busy 2-core machine: tests wait on conditions, never on this clock.
    testTimeout: 60_000,
    // So does `expect.poll`, whose own default (1 s) a busy machine running every project at once
    // outlasts on a page's first render.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/react/**', 'test/integration/react/**', 'test/integration/browser/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['test/react/**/*.test.{ts,tsx}', 'test/integration/react/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/support/setupDom.ts'],
        },
      },
      {
        extends: true,
        // The simulated IPFS gateway at /ipfs/, as in Storybook, one that never answers, and
        // the registry behind the browser's HTTP cache.
        plugins: [react(), ipfsGateway(), stalledGatewayPlugin(), cachingRegistryPlugin()],
        test: {
          name: 'browser',
          include: ['test/integration/browser/**/*.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: CHROMIUM }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            // As the visual review: skeletons hold still, so axe reads each story in one state.
            provider: playwright({
              launchOptions: CHROMIUM,
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
