/**
 * The server's avatar: looked up on the server, drawn in the browser by a small client
 * component. Apart from `dname-react/server`, so that a page of names alone ships none of it.
 *
 * @packageDocumentation
 * @module dname-react/server/avatar
 */

export { createServerAvatar, type ServerAvatarProps } from './createServerAvatar.js'
