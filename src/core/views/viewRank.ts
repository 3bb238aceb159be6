import type { DnameView } from '../schemas/enums.js'

/** Views from the least to the most content. */
export const VIEW_RANK: Readonly<Record<DnameView, number>> = {
  tiny: 0,
  thumbnail: 1,
  brief: 2,
  full: 3,
}
