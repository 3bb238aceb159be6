import { createDnameServer } from 'dname-react/server'

// The server's components, on the registry the client pages use.
export const { DnameName } = createDnameServer({ baseUrl: process.env.REGISTRY_URL })
