import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'
import { docSamples, ROOT } from '../../support/docSamples.js'

const SHADCN_AVATAR = 'stories/support/shadcn/avatar.tsx'

it("holds the shadcn/ui guide's account avatar equal to the story's, but for where it imports from", () => {
  const [sample] = docSamples().filter((s) => s.file === 'components/account-avatar.tsx')
  const story = readFileSync(join(ROOT, 'stories/support/shadcn/AccountAvatar.tsx'), 'utf8')
  const code = (text: string) =>
    text
      .split('\n')
      .filter((line) => !line.startsWith('//') && !line.startsWith('import '))
      .join('\n')
      .trim()
  expect(sample?.where).toMatch(/^docs\/guides\/avatars-in-shadcn-ui\.md:/)
  expect(code(sample?.code ?? '')).toBe(code(story))
})

it('compiles every ts and tsx sample of the README and docs/ against the built package', () => {
  // Samples import `dname-react` by name: inside this package, that is the built one in dist/.
  expect(existsSync(join(ROOT, 'dist/index.d.ts')), 'run `npm run build` first').toBe(true)
  // Samples of a Next.js app import Next.js, which this package does not install: the guide's
  // app is built with it, as written, by `npm run test:consumer`.
  const samples = docSamples().filter((sample) => !/from 'next[/']/.test(sample.code))
  expect(samples.length).toBeGreaterThan(5)
  const dir = join(ROOT, 'node_modules/.cache/doc-samples')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // A sample that names its file on its first line (`// app/layout.tsx`) is written there, so
  // the samples of one app import each other.
  const files = new Map(
    samples.map((sample, i) => {
      const page = sample.app.replace(/[^\w]+/g, '-')
      const file = sample.file
        ? join(dir, page, sample.file)
        : join(dir, `sample${i}.${sample.lang}`)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, sample.code)
      return [file, sample.where] as const
    }),
  )
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile).config
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, ROOT)
  // As a Vite app's template compiles them: `import App from './App.tsx'`.
  const program = ts.createProgram([...files.keys()], {
    ...options,
    types: ['node'],
    allowImportingTsExtensions: true,
    noEmit: true,
    // A shadcn/ui app's Avatar, as `npx shadcn add avatar` writes it: the stories' copy.
    paths: { '@/components/ui/avatar': [join(ROOT, SHADCN_AVATAR)] },
  })
  const errors = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = (d.file && files.get(d.file.fileName)) ?? d.file?.fileName ?? ''
    const line =
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0
    return `${where} (+${line + 1}): ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
  })
  expect(errors).toEqual([])
}, 120_000)
