import { createDnameServer } from 'dname-react/server'

// The server's components, on the registry the client pages use, with its IPFS gateway.
export const dname = createDnameServer({
  baseUrl: process.env.REGISTRY_URL,
  ipfsGateways: [`${process.env.REGISTRY_URL}/ipfs/`],
})
export const { DnameName } = dname
