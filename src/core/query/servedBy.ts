import type { DnameView } from '../schemas/enums.js'
import { VIEW_RANK } from '../views/viewRank.js'
import { lookupParams } from './lookupQueryOptions.js'

type Asked = { view: DnameView; allowUnverified: boolean }

const VIEWS = Object.keys(VIEW_RANK) as DnameView[]

/**
 * The lookups a record answered with `asked` also answers, other than `asked` itself: every
 * lighter view from `thumbnail` up, and with `allowUnverified` the strict ones too. `answerFor`
 * says what each gets.
 */
export function servedBy(asked: Asked) {
  return VIEWS.filter((view) => VIEW_RANK[view] <= VIEW_RANK[asked.view])
    .map((view) => lookupParams({ view }).view)
    .filter((view, i, all) => all.indexOf(view) === i)
    .flatMap((view) => [
      { view, allowUnverified: asked.allowUnverified },
      ...(asked.allowUnverified ? [{ view, allowUnverified: false }] : []),
    ])
    .filter((want) => want.view !== asked.view || want.allowUnverified !== asked.allowUnverified)
}
