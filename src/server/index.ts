/**
 * Server components: names rendered by React Server Components, with no client JavaScript, and
 * the per-render lookup they share (avatars: `dname-react/server/avatar`). React 19.
 *
 * @packageDocumentation
 * @module dname-react/server
 */

export {
  createDnameServer,
  type DnameServer,
  type DnameServerOptions,
  SERVER_REVALIDATE_SECS,
  type ServerAvatarSettings,
  type ServerNameProps,
} from './createDnameServer.js'
