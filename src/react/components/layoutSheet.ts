/*
 * The layout of a name (`DnameName`), as a style sheet the provider adds to the head, not
 * inline styles: a long list then sets no style on each of its elements as it renders, and rows
 * alike share their computed style. It holds without styles.css (colours and looks), and each
 * rule weighs an attribute at least, so it outweighs a page's rules on bare elements.
 *
 * - the root is inline and does not wrap, so that even without styles.css a name stays on one
 *   line inside its box, and a width given to it (a table column's) cuts the name instead of
 *   moving the layout; positioned, so that each name paints as a layer of its own, whose
 *   drawing Chromium keeps when something else on the page changes (an avatar image that lands);
 * - with marks (`data-marks`), in a cell too narrow for the name's first characters and two
 *   icons, the name goes below them, down to an em, so that no icon is pushed out; never
 *   narrower than that em and two icons: a row squeezing it further overflows its end instead
 *   of drawing the next part over a mark;
 * - parts are cut with `clip`, not `hidden`: the same cut and ellipsis, without making each a
 *   scroll container; across only, so on a page whose lines are shorter than the text
 *   (`line-height: 0`) the name still shows;
 * - the name gives way first, down to its first few characters, and only then the marks (its
 *   share of the shrinking is a million times theirs); a long name cut narrow gives way in its
 *   first label, down to about a character and the ellipsis, and only past that are the root
 *   and the suffix cut, with an ellipsis of their own, so a name never ends in a clipped glyph;
 * - a mark shrinks once the name is at its shortest, its words ending in an ellipsis, down to
 *   its icon, with its own line height (a page's `line-height: 0` would draw its border through
 *   the words), which reaches its icon and words whatever the page sets on every span;
 * - the skeleton lays out as the address that takes its place when there is no name, so that
 *   change is painted with no layout.
 */
export const LAYOUT_CSS =
  `[data-dname]{position:relative;display:inline-flex;align-items:baseline;gap:.3em;min-width:0;max-width:100%;white-space:nowrap}` +
  `[data-marks]{min-width:4.2em;--dname-k:max(1em,min(2.5em,100% - 3.4em))}` +
  `[data-dname]>bdi,[data-dname]>bdi>*,[data-dname]>[data-mark]>:last-child{min-width:0;overflow-x:clip;text-overflow:ellipsis}` +
  `[data-dname]>[data-part=name],[data-dname]>:is([data-part=address],[data-part=skeleton]){min-width:var(--dname-k,2.5em);flex-shrink:1e6}` +
  `[data-dname]>[data-split]{display:inline-flex}` +
  `[data-dname]>bdi>bdi{min-width:1.5em}` +
  `[data-dname]>[data-split]>span{flex-shrink:0;max-width:calc(100% - 1.5em)}` +
  `[data-dname]>[data-mark]{display:inline-flex;min-width:1em;line-height:normal}` +
  `[data-dname]>[data-mark]>*{line-height:inherit}` +
  `[data-dname]>[data-mark]>:first-child{flex-shrink:0;width:1em;text-align:center}`
