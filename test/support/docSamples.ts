import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export const ROOT = join(import.meta.dirname, '../..')

export interface DocSample {
  /** Where it is: the file, from the root, and the line of its opening fence. */
  where: string
  lang: 'ts' | 'tsx'
  code: string
  /** The file a sample names on its first line (`// app/layout.tsx`), as a reader saves it. */
  file: string | undefined
  /** The page whose app a sample's file belongs to: its own, or the one it adds to. */
  app: string
}

/** Pages whose code adds to the app of another page, by its files' names. */
const ADDS_TO: Record<string, string> = {
  'docs/guides/server-components.md': 'docs/getting-started/nextjs.md',
}

/** The Markdown files whose samples must compile: the README and everything under docs/. */
function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : entry.name.endsWith('.md')
          ? [join(dir, entry.name)]
          : [],
    )
  return [join(ROOT, 'README.md'), ...walk(join(ROOT, 'docs'))]
}

/** Every ` ```ts ` and ` ```tsx ` block of the README and docs/, in order. */
export function docSamples(): DocSample[] {
  return markdownFiles().flatMap((file) => {
    const samples: DocSample[] = []
    const lines = readFileSync(file, 'utf8').split('\n')
    for (let i = 0; i < lines.length; i++) {
      // A fence may be indented, inside a list item: its lines are, as deep.
      const fence = /^( *)```(tsx?)\s*$/.exec(lines[i] ?? '')
      if (!fence) continue
      const indent = fence[1] ?? ''
      const end = lines.indexOf(`${indent}\`\`\``, i + 1)
      const code = lines
        .slice(i + 1, end)
        .map((line) => line.slice(indent.length))
        .join('\n')
      const page = relative(ROOT, file)
      samples.push({
        where: `${page}:${i + 1}`,
        app: ADDS_TO[page] ?? page,
        lang: fence[2] as 'ts' | 'tsx',
        code,
        file: /^\/\/ ([\w/.-]+\.tsx?)\b/.exec(code)?.[1],
      })
      i = end
    }
    return samples
  })
}
