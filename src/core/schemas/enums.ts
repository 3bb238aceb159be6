import * as z from 'zod/mini'

/** Lifecycle state of a name record (spec part 3). */
export const DnameState = {
  available: 'available',
  minting: 'minting',
  reserved: 'reserved',
  forSale: 'forSale',
  owned: 'owned',
  expired: 'expired',
} as const
export type DnameState = (typeof DnameState)[keyof typeof DnameState]

/** Category of a name record. */
export const DnameCategory = { curated: 'curated', premium: 'premium', common: 'common' } as const
export type DnameCategory = (typeof DnameCategory)[keyof typeof DnameCategory]

/** How a record that is for sale is sold. */
export const DnameSaleType = { auction: 'auction', buyItNow: 'buyItNow' } as const
export type DnameSaleType = (typeof DnameSaleType)[keyof typeof DnameSaleType]

/** How much of a record the lookup returns (spec 2.3). */
export const DnameView = {
  tiny: 'tiny',
  thumbnail: 'thumbnail',
  brief: 'brief',
  full: 'full',
} as const
export type DnameView = (typeof DnameView)[keyof typeof DnameView]

/** Views the search accepts: `thumbnail` is a lookup-only view. */
export type DnameSearchView = Exclude<DnameView, 'thumbnail'>
/** The views a search takes, in order of how much they return. */
export const DNAME_SEARCH_VIEWS = ['tiny', 'brief', 'full'] as const satisfies DnameSearchView[]

/** Orders of the search results that the interface names. */
export const DnameSort = { createdDesc: 'createdDesc', expiresDesc: 'expiresDesc' } as const
export type DnameSort = (typeof DnameSort)[keyof typeof DnameSort]

const values = <T extends Record<string, string>>(o: T) =>
  Object.values(o) as [T[keyof T], ...T[keyof T][]]

// Marked pure, the lists too: a bundler then drops a schema no one uses, and zod's enum with it,
// from a module imported for its constants (as the search's parameters import `DnameSort`).
export const dnameStateSchema = /* @__PURE__ */ z.enum(/* @__PURE__ */ values(DnameState))
export const dnameCategorySchema = /* @__PURE__ */ z.enum(/* @__PURE__ */ values(DnameCategory))
export const dnameSaleTypeSchema = /* @__PURE__ */ z.enum(/* @__PURE__ */ values(DnameSaleType))
export const dnameViewSchema = /* @__PURE__ */ z.enum(/* @__PURE__ */ values(DnameView))
export const dnameSearchViewSchema = /* @__PURE__ */ z.enum(DNAME_SEARCH_VIEWS)
export const dnameSortSchema = /* @__PURE__ */ z.enum(/* @__PURE__ */ values(DnameSort))
