import { DnameInputError } from '../errors/DnameInputError.js'
import type { DnameView } from '../schemas/enums.js'

/** Views from the least to the most content. */
export const VIEW_RANK: Readonly<Record<DnameView, number>> = {
  tiny: 0,
  thumbnail: 1,
  brief: 2,
  full: 3,
}

/** The error for a value that is not a view, or `undefined` for a view. */
export function viewProblem(view: unknown): DnameInputError | undefined {
  if (typeof view === 'string' && Object.hasOwn(VIEW_RANK, view)) return undefined
  return new DnameInputError('view', view, 'must be one of tiny, thumbnail, brief, full')
}
