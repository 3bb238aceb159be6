let validation: Promise<typeof import('./validation.js')> | undefined

/** The schemas and checksum, imported once, on first use; a failed import is tried again next time. */
export function loadValidation() {
  validation ??= import('./validation.js').catch((error: unknown) => {
    validation = undefined
    throw error
  })
  return validation
}
