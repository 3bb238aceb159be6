/**
 * How old an answer was when it arrived, in milliseconds, as RFC 9111 (4.2.3) counts it: what
 * a cache on the way says in `Age`, plus the time the request took, or what `Date` says when
 * that is more. `Age` is in whole seconds, cut down: an answer said to be 5 s old may be 5.999 s
 * old, so it counts as the second after it (a payment is never sent on an answer older than it
 * looks). A cross-origin page reads `Age` and `Date` only where the registry exposes them
 * (`Access-Control-Expose-Headers`); without them the age is the time the request took.
 *
 * @param sentAt - When the request was sent, on `monotonicNow()`'s clock.
 * @param receivedAt - When the answer arrived, on the same clock.
 * @param wallNow - The wall clock when it arrived, compared with `Date` only.
 */
export function answerAge(
  headers: Headers,
  sentAt: number,
  receivedAt: number,
  wallNow: number,
): number {
  const ageSecs = Number(headers.get('age') ?? 0)
  // Not a number: no age said. Past any number: as old as can be.
  const cached = ageSecs >= 0 && headers.has('age') ? (Math.floor(ageSecs) + 1) * 1000 : 0
  const date = Date.parse(headers.get('date') ?? '')
  const apparent = Number.isFinite(date) ? Math.max(0, wallNow - date) : 0
  return Math.max(apparent, cached + Math.max(0, receivedAt - sentAt))
}
