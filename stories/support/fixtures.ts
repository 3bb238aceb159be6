import { generateDataset } from '../../src/mock/index.js'

/** The well-known addresses of the default simulated dataset. */
export const addresses = generateDataset().addresses

/** An avatar served by the stories' own gateway (`/ipfs/`). */
export const IPFS_AVATAR =
  'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/avatar.svg'
