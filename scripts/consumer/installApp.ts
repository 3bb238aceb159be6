import { execFile, execFileSync } from 'node:child_process'
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

export const run = (cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  }).toString()

/**
 * `run`, leaving this process's event loop free: for a command that calls the simulated
 * registry served from this process, such as a build that renders names on its server.
 */
export const runFree = async (
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
) => {
  const child = promisify(execFile)(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  child.child.stderr?.pipe(process.stderr)
  return (await child).stdout
}

/**
 * Copies the app in `source` to `work/name` and installs the packed package into it, as a user
 * would, with `extra` packages on top (such as `react@18`). Returns the app's folder.
 */
export function installApp(
  source: string,
  work: string,
  name: string,
  tarball: string,
  extra: string[] = [],
): string {
  const app = join(work, name)
  cpSync(source, app, {
    recursive: true,
    filter: (p) => !/node_modules|\/dist|\/\.next/.test(p),
  })
  const install = ['install', '--no-audit', '--no-fund', '--prefer-offline']
  run('npm', [...install, tarball, ...extra], app)
  return app
}

/** How many copies of `scheduler` the install in `dir` holds: react-dom and the library share one. */
export const schedulerCopies = (dir: string) =>
  new Set(
    run('npm', ['ls', 'scheduler', '--all', '--parseable'], dir).trim().split('\n').filter(Boolean),
  ).size
