/**
 * Server components: names rendered by React Server Components, with no client JavaScript,
 * avatars with a small client island, and the per-render lookup they share. React 19.
 *
 * @packageDocumentation
 * @module dname-react/server
 */

export {
  createDnameServer,
  type DnameServer,
  type DnameServerOptions,
  SERVER_REVALIDATE_SECS,
  type ServerAvatarProps,
  type ServerNameProps,
} from './createDnameServer.js'
