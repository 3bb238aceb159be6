/**
 * `DnameProvider`, the hooks and the components. React, with `'use client'`.
 *
 * @packageDocumentation
 * @module dname-react
 */

// The reference's entry for `dname-react`: the entry itself starts with its 'use client'
// directive, before which no module comment may stand.
export * from '../../src/index.js'
