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
 *   never narrower than the name's floor, so a row squeezing it overflows its end instead of
 *   drawing the next part (a copy button) over the name;
 * - the name comes first: marks give way to their icons (their share of the shrinking is a
 *   million times the name's), and only then is the name cut, down to its first characters
 *   (2.5 em); with marks (`data-marks`), in a cell too narrow for that and two icons, the name
 *   goes below it, down to an em, so that no icon is pushed out; never narrower than that em
 *   and two icons;
 * - a mark's icon and padding are its least width whatever `box-sizing` a page sets on every
 *   element (Tailwind's preflight); it has its own line height (a page's `line-height: 0` would
 *   draw its border through the words), which reaches its icon and words whatever the page sets
 *   on every span;
 * - parts are cut with `clip`, not `hidden`: the same cut and ellipsis, without making each a
 *   scroll container; across only, so on a page whose lines are shorter than the text
 *   (`line-height: 0`) the name still shows;
 * - a long name's first label and the rest are laid out by a sheet of their own (`cutSheet.ts`),
 *   which the first long name shown adds; until it has, a long name is cut at its end, as a
 *   short one is;
 * - an address is shown whole, never cut again (`ABCD…WXYZ` would lose the end characters
 *   people compare): in a row too narrow for it, the row overflows its end; in an identity it
 *   keeps its width, so the copy button after it is never drawn under it;
 * - the skeleton lays out as the address that takes its place when there is no name, so that
 *   change is painted with no layout.
 */
export const LAYOUT_CSS =
  `[data-dname]{position:relative;display:inline-flex;align-items:baseline;gap:.3em;min-width:2.5em;max-width:100%;white-space:nowrap}` +
  `[data-marks]{min-width:4.2em;--dname-k:max(1em,min(2.5em,100% - 3.4em))}` +
  `[data-dname]>bdi,[data-dname]>[data-mark]>:last-child{min-width:0;overflow-x:clip;text-overflow:ellipsis}` +
  `[data-dname]>[data-part=name]{min-width:var(--dname-k,2.5em)}` +
  `[data-dname]>:is([data-part=address],[data-part=skeleton]){flex-shrink:0}` +
  `[data-dname-identity] [data-dname]:not([data-match]){flex-shrink:0;max-width:none}` +
  `[data-dname]>[data-mark]{display:inline-flex;box-sizing:content-box;min-width:1em;line-height:normal;flex-shrink:1e6}` +
  `[data-dname]>[data-mark]>*{line-height:inherit}` +
  `[data-dname]>[data-mark]>:first-child{flex-shrink:0;width:1em;text-align:center}`
