import * as z from 'zod/mini'

// Size checks written with `refine`, which the lookup's parsers use too, rather than zod's own
// (`minimum`, `minLength`, …): a bundler puts what the search's chunk and the parsers' chunk both
// need from zod in the parsers' chunk, which every page loads before its first name. The reasons
// are the ones `describeIssue` gives zod's; `params.error` names the registry's error for each
// (spec part 7), which the simulated registry answers with.
const size = (value: number | string) => (typeof value === 'number' ? value : value.length)
const within = (ok: (size: number) => boolean, message: string, unit: string) =>
  z.refine<number | string>((value) => ok(size(value)), {
    message: message + unit,
    params: { error: unit ? 'invalid_length' : 'invalid_range' },
  })

/** A number at least `min`, or with `unit` (` characters long`) a string of that length. */
export const least = (min: number, unit = '') =>
  within((n) => n >= min, `must be at least ${min}`, unit)
/** A number at most `max`, or with `unit` (` characters long`) a string of that length. */
export const most = (max: number, unit = '') =>
  within((n) => n <= max, `must be at most ${max}`, unit)
