import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { rolldown } from 'rolldown'
const app = `import { DnameProvider, DnameName } from ${JSON.stringify(resolve('dist/index.js'))}; console.log(DnameProvider, DnameName)`
const build = await rolldown({ input: 'app', external: ['react','react-dom','react/jsx-runtime','@tanstack/react-query'], platform: 'browser', logLevel: 'silent', plugins: [{ name: 'app', resolveId: (id) => (id === 'app' ? id : null), load: (id) => (id === 'app' ? app : null) }] })
const { output } = await build.generate({ format: 'esm', minify: true })
for (const c of output) if (c.type === 'chunk') {
  console.log(c.fileName, c.isEntry, (gzipSync(c.code,{level:9}).length/1024).toFixed(2), c.imports.join(','))
  if (c.isEntry) { for (const [id, m] of Object.entries(c.modules)) console.log('   ', m.renderedLength, id.replace(/.*dist\//,'')) }
}
const entry = output.find((c) => c.isEntry)
console.log(['Send to','Loading names','Verified avatar','Copy address','loading name','gatewayTimeoutMs'].map(w => w + ':' + entry.code.includes(w)).join(' '))
