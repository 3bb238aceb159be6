/**
 * What shows nothing, by Unicode's properties, as the inside of a character class: controls,
 * format characters, separators and spaces, default-ignorable characters (joiners, selectors,
 * fillers), and the blank Braille cell.
 */
export const SHOWS_NOTHING = String.raw`\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\u2800`
