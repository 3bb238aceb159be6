/*
 * How a long name (`data-split`, see `drawName.tsx`) gives way in a narrow box, as a style sheet
 * of its own: it changes no box's size, only what a long name's box shows, so it loads after the
 * first paint, off the first name, and the first long name shown adds it (`NameText`): a page
 * of short names never restyles or lays out again for it. Until it has, a long name is cut at
 * its end, as a short one is.
 *
 * - The name is cut in its first label, after its last whole character, with an ellipsis right
 *   before the rest (`.algo`, `.root.algo`), which follows whole. The label is drawn from
 *   `data-cut`, its graphemes joined by soft hyphens (`softBreaks`): in a box too narrow, its
 *   text breaks at the last one that fits, the hyphenation character is an ellipsis, and the
 *   first line is spread to the box's end (justified between characters), so no blank follows
 *   the ellipsis. The other lines are clipped, a line of the label's own height (1.25, whatever
 *   the page's) below. Its text is there whole for screen readers and copying, out of sight; the
 *   drawn one says nothing (`content: … / ""`).
 * - Where the label's first characters and the whole rest do not fit, the rest wraps to a second
 *   line of the name, which is clipped, and the label takes the line: the rest is never cut, and
 *   there is one ellipsis. That second line is far below (`row-gap`), and the clip reaches a
 *   little past the line (`overflow-clip-margin`), so on a page whose lines are shorter than the
 *   text the first line still shows.
 */
export const CUT_CSS =
  `[data-dname] [data-split]{display:inline-flex;flex-wrap:wrap;align-items:baseline;row-gap:9em;height:1lh;overflow:clip;overflow-clip-margin:.6em}` +
  `[data-dname] [data-cut]{flex:1;min-width:min(1.5em,100%);max-width:max-content;line-height:1.25;height:1.25em;margin-block:-.125em;overflow:clip;white-space:normal;word-break:keep-all;hyphenate-character:"…";text-align:justify;text-justify:inter-character}` +
  `[data-dname] [data-cut]:before{content:attr(data-cut);content:attr(data-cut)/""}` +
  `[data-dname] [data-cut]>span{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`

/** Adds the sheet to the page's head, once, with the page's CSP `nonce`. */
export function addCutSheet(nonce: string | undefined) {
  if (document.querySelector('style[data-dname-cut]')) return
  const style = document.createElement('style')
  style.dataset.dnameCut = ''
  if (nonce) style.nonce = nonce
  style.textContent = CUT_CSS
  document.head.append(style)
}
