import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type LaunchOptions,
  type Page,
} from 'playwright-core'

export interface OpenPage {
  page: Page
  cdp: CDPSession
  /** Starts a trace of the browser's processes with `categories`. */
  startTrace(categories: string[]): Promise<void>
  /** Ends the trace and returns it (Chromium's JSON trace format). */
  stopTrace(): Promise<Buffer>
  close(): Promise<void>
}

/**
 * A page with an empty cache, for one page load: in a new context of `browser`, or, with
 * `profile`, in a browser of its own with a new user profile. Chromium makes no preconnections
 * (`<link rel="preconnect">`) for an incognito-like context, which is what a new context is; a
 * new profile is a first visit of a user's own browser, where it does.
 */
export async function openPage(
  browser: Browser,
  profile: false | LaunchOptions,
): Promise<OpenPage> {
  let context: BrowserContext
  let dir: string | undefined
  if (profile) {
    dir = mkdtempSync(join(tmpdir(), 'dname-bench-profile-'))
    context = await chromium.launchPersistentContext(dir, profile)
  } else {
    context = await browser.newContext()
  }
  const page = context.pages()[0] ?? (await context.newPage())
  const cdp = await context.newCDPSession(page)
  return {
    page,
    cdp,
    async startTrace(categories) {
      await cdp.send('Tracing.start', {
        categories: categories.join(','),
        transferMode: 'ReturnAsStream',
      })
    },
    async stopTrace() {
      const complete = new Promise<{ stream?: string }>((resolve) =>
        cdp.once('Tracing.tracingComplete', resolve),
      )
      await cdp.send('Tracing.end')
      const { stream } = await complete
      if (!stream) throw new Error('Chromium returned no trace')
      const chunks: Buffer[] = []
      for (;;) {
        const read = await cdp.send('IO.read', { handle: stream })
        chunks.push(Buffer.from(read.data, read.base64Encoded ? 'base64' : 'utf8'))
        if (read.eof) break
      }
      await cdp.send('IO.close', { handle: stream })
      return Buffer.concat(chunks)
    },
    async close() {
      await context.close()
      if (dir) rmSync(dir, { recursive: true, force: true })
    },
  }
}
