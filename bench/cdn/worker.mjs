// run.ts in a worker thread, through tsx, as `npm run bench:cdn` runs it in the main one.
import { register } from 'tsx/esm/api'

register()
await import('./run.ts')
