/** Where a name is long, only what can be shown is looked at: the work stays bounded. */
export const LOOKED_AT = 1024

const PLAIN = /^[\x21-\x7e]*$/

/**
 * Whether `text` is printable ASCII without spaces: one script, every character shown, NFC. Such
 * a name is never a look-alike by its characters, so no check is needed nor waited for.
 */
export const isPlain = (text: string) => PLAIN.test(text)
