import { DnameStaleAnswerError } from '../errors/DnameStaleAnswerError.js'
import { monotonicNow } from '../time/monotonicNow.js'
import { answerAge } from './answerAge.js'

/**
 * When the registry made an answer, on `monotonicNow()`'s clock, from its headers
 * (`answerAge`); throws `DnameStaleAnswerError` when a record or a 404 (which the CDN keeps
 * too, spec part 1, rule 5) is older than `maxAgeMs`. Another failure keeps its own error.
 */
export function freshAnswer(response: Response, sentAt: number, maxAgeMs: number): number {
  const receivedAt = monotonicNow()
  const age = answerAge(response.headers, sentAt, receivedAt, Date.now())
  if ((response.ok || response.status === 404) && age > maxAgeMs) {
    if (response.ok) void response.body?.cancel().catch(() => {})
    throw new DnameStaleAnswerError(age, maxAgeMs)
  }
  return receivedAt - age
}
