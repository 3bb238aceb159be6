import { lazyChunk } from '../client/lazyChunk.js'

/** The reader of `data:` image headers: a chunk of its own, which only `data:` avatars need. */
export const dataImageSizeChunk = lazyChunk(() => import('./dataImageSize.js'))
