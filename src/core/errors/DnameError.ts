/** Base class of every error the library raises, so `instanceof DnameError` catches them all. */
export class DnameError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = new.target.name
  }
}
