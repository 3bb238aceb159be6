import * as z from 'zod/mini'

// Size checks written with `refine`, which the lookup's parsers use too, rather than zod's own
// (`minimum`, `minLength`, …): a bundler puts what the search's chunk and the parsers' chunk both
// need from zod in the parsers' chunk, which every page loads before its first name. The reasons
// read as `describeIssue` words zod's; `params.error` names the registry's error for each (spec
// part 7), which the simulated registry answers with.
const size = (value: number | string) => (typeof value === 'number' ? value : value.length)
const within = (ok: (size: number) => boolean, bound: string, n: number, text: boolean) =>
  z.refine<number | string>((value) => ok(size(value)), {
    message: `must be ${bound} ${n}${text ? ` character${n === 1 ? '' : 's'} long` : ''}`,
    params: { error: text ? 'invalid_length' : 'invalid_range' },
  })

/** A number at least `min`, or with `text` a string at least `min` characters long. */
export const least = (min: number, text = false) => within((n) => n >= min, 'at least', min, text)
/** A number at most `max`, or with `text` a string at most `max` characters long. */
export const most = (max: number, text = false) => within((n) => n <= max, 'at most', max, text)
