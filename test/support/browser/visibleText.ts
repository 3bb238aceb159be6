import { expect } from 'vitest'

/** What a reader sees of an element's text: the characters painted, and the ellipses drawn. */
export interface VisibleText {
  /** The painted characters in order, with `…` where a box draws its ellipsis. */
  text: string
  /** For each ellipsis followed by painted text, the blank between them, in px. */
  gapsAfterEllipsis: number[]
}

const CLIPPING = new Set(['clip', 'hidden', 'scroll', 'auto'])

/** The width of `…` in `element`'s font, as a box of its own lays it out. */
function ellipsisWidth(element: Element) {
  const probe = document.createElement('span')
  probe.textContent = '…'
  probe.style.cssText = `font:${getComputedStyle(element).font};position:absolute;white-space:pre`
  document.body.append(probe)
  const width = probe.getBoundingClientRect().width
  probe.remove()
  return width
}

/** The horizontal clip of the boxes around `element`, itself included. */
function clipOf(element: Element) {
  let left = Number.NEGATIVE_INFINITY
  let right = Number.POSITIVE_INFINITY
  for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
    if (!CLIPPING.has(getComputedStyle(at).overflowX)) continue
    const box = at.getBoundingClientRect()
    left = Math.max(left, box.left)
    right = Math.min(right, box.right)
  }
  return { left, right }
}

/** The box whose lines hold `element`'s text: the nearest that is not inline. */
function lineBox(element: Element) {
  let at: Element = element
  while (getComputedStyle(at).display === 'inline' && at.parentElement) at = at.parentElement
  return at
}

const PROBE = 'data-visible-text-probe'

/** The text `element`'s `::before` draws, if any: a string, or an attribute's value. */
function beforeText(element: Element) {
  const content = getComputedStyle(element, '::before').content
  const attribute = /^attr\(([\w-]+)\)/.exec(content)
  if (attribute) return element.getAttribute(attribute[1] as string) ?? ''
  const string = /^"((?:[^"\\]|\\.)*)"/.exec(content)
  return string ? (JSON.parse(`"${string[1]}"`) as string) : undefined
}

/**
 * Lays the text of each `::before` inside `element` out as a text node in its place, the same
 * box in the same place (a range can measure a text node, not generated content); the returned
 * function puts the page back.
 */
function probeGenerated(element: Element) {
  let sheet = document.getElementById(PROBE)
  if (!sheet) {
    sheet = document.createElement('style')
    sheet.id = PROBE
    sheet.textContent = `[${PROBE}]::before { content: none !important }`
    document.head.append(sheet)
  }
  const probes: Array<[Element, Text]> = []
  for (const at of [element, ...element.querySelectorAll('*')]) {
    const text = beforeText(at)
    if (!text) continue
    const node = document.createTextNode(text)
    at.setAttribute(PROBE, '')
    at.prepend(node)
    probes.push([at, node])
  }
  return () => {
    for (const [at, node] of probes) {
      node.remove()
      at.removeAttribute(PROBE)
    }
  }
}

/**
 * The characters of `element`'s text, generated text included, that are painted, uncovered and
 * inside every clipping box around them, in Chromium's layout: where a line's box cuts its text
 * with an ellipsis, a character the ellipsis would overlap is not painted, and the ellipsis
 * follows the last one that is; a soft hyphen where a line breaks is drawn as its box's
 * hyphenation character.
 */
export function visibleText(element: Element): VisibleText {
  const restore = probeGenerated(element)
  try {
    return measure(element)
  } finally {
    restore()
  }
}

function measure(element: Element): VisibleText {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  // A character's own box: a range's boxes may hold, on the line it ends, the hyphenation
  // character drawn at a break next to it. The first box with a width on the range's last line.
  const rectOf = (node: Text, start: number, end: number) => {
    range.setStart(node, start)
    range.setEnd(node, end)
    const rects = [...range.getClientRects()]
    const lastLine = rects.filter((rect) => rect.top === rects[rects.length - 1]?.top)
    return lastLine.find((rect) => rect.width > 0) ?? lastLine[0] ?? range.getBoundingClientRect()
  }
  let text = ''
  const gapsAfterEllipsis: number[] = []
  // The end of the ellipsis last drawn, until the next painted character.
  let pending: number | undefined
  let last: { right: number; line: Element } | undefined
  const cut = new Set<Element>()
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement as Element
    const clip = clipOf(parent)
    const line = lineBox(parent)
    const lineRect = line.getBoundingClientRect()
    const style = getComputedStyle(line)
    const whole = rectOf(node, 0, node.data.length)
    const ellipsis =
      style.textOverflow === 'ellipsis' &&
      CLIPPING.has(style.overflowX) &&
      whole.right > lineRect.right + 0.5
        ? ellipsisWidth(line)
        : 0
    const room = Math.min(clip.right, lineRect.right - ellipsis)
    let offset = 0
    for (const char of node.data) {
      const rect = rectOf(node, offset, offset + char.length)
      offset += char.length
      if (rect.width <= 0) continue
      const inside = rect.left >= clip.left - 0.5 && rect.right <= room + 0.5
      const top = inside
        ? document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
        : null
      if (top !== null && (top === parent || parent.contains(top))) {
        if (pending !== undefined) gapsAfterEllipsis.push(rect.left - pending)
        pending = undefined
        last = { right: rect.right, line }
        if (char !== '\u00ad') text += char
        else {
          // A line broke here: its hyphenation character is drawn in the soft hyphen's box.
          text += getComputedStyle(line).hyphenateCharacter.replace(/^"|"$/g, '')
          pending = rect.right
        }
      } else if (ellipsis > 0 && !cut.has(line) && rect.left < lineRect.right) {
        // The first character the ellipsis hides, if the ellipsis fits the box at all.
        cut.add(line)
        if (lineRect.width >= ellipsis - 0.5) {
          text += '…'
          const start = last?.line === line ? last.right : lineRect.left
          pending = start + ellipsis
        }
      }
    }
  }
  return { text, gapsAfterEllipsis }
}

/** Waits for the sheet of how long names give way (`cutSheet.ts`), which loads after the first paint. */
export const cutSheetLoaded = () =>
  expect.poll(() => document.querySelector('style[data-dname-cut]')).toBeTruthy()
