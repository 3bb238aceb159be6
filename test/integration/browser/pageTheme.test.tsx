/**
 * In Chromium, with styles.css: the components follow the page's own dark mode as Tailwind
 * (`class="dark"`) and next-themes (`data-theme="dark"`) set it, with or without
 * `color-scheme`, or as the reader's preference alone does, and a field's border and a
 * skeleton's edge keep 3:1 against the page.
 */
import type { Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { cdp } from 'vitest/browser'
import { luminance } from '../../../src/core/avatar/fallbackColors.js'
import { USER_PICTURES } from '../../../src/mock/userPictures.js'
import { DnameAddressInput } from '../../../src/react/components/DnameAddressInput.js'
import { DnameAvatar } from '../../../src/react/components/DnameAvatar.js'
import { DnameName } from '../../../src/react/components/DnameName.js'
import '../../../src/styles.css'
import { mountWithFetch, silentFetch } from '../../support/browser/mountWithFetch.js'
import { testAddresses } from '../../support/ledgerAddresses.js'

const [address = ''] = testAddresses(1, 47)
const html = document.documentElement
let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.innerHTML = ''
  html.className = ''
  html.removeAttribute('data-theme')
  html.removeAttribute('style')
})

const LIGHT = { text: '#1f2328', page: '#ffffff' }
const DARK = { text: '#e6edf3', page: '#0d1117' }

function mount(page: { text: string; page: string }, inner = '') {
  document.body.style.cssText = `color: ${page.text}; background: ${page.page}; margin: 0`
  const container = document.createElement('div')
  container.className = inner
  const record = {
    name: 'alice.algo',
    caAlgo: [address],
    properties: {
      // A picture that needs no network: the badge stays on it.
      verified: { avatar: USER_PICTURES[2] as string },
    },
  }
  const rows = (
    <>
      <DnameAvatar address={address} record={record} />
      <DnameName address={address} />
      <DnameAddressInput value="" onChange={() => {}} />
    </>
  )
  root = mountWithFetch(rows, silentFetch, { container }).root
  return container
}

const ring = () =>
  getComputedStyle(document.querySelector('[data-part="badge"] circle') as Element).stroke

type Rgba = [number, number, number, number]
/** A computed colour (`rgb()`, `rgba()` or `color(srgb …)`) as 0–255 channels and alpha. */
function parse(color: string): Rgba {
  const srgb = /color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)/.exec(color)
  if (srgb)
    return [
      Number(srgb[1]) * 255,
      Number(srgb[2]) * 255,
      Number(srgb[3]) * 255,
      Number(srgb[4] ?? 1),
    ]
  const rgb = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(color)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] ?? 1)]
  throw new Error(`unread colour ${color}`)
}
const hex = (value: string): Rgba =>
  [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)).concat(1) as Rgba
const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
  r * a + R * (1 - a),
  g * a + G * (1 - a),
  b * a + B * (1 - a),
  1,
]
const contrast = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

it.each([
  ['class="dark" on <html> (Tailwind), no color-scheme', () => html.classList.add('dark')],
  [
    'data-theme="dark" on <html> (next-themes), no color-scheme',
    () => html.setAttribute('data-theme', 'dark'),
  ],
  [
    'class="dark" with color-scheme: dark',
    () => {
      html.classList.add('dark')
      html.style.colorScheme = 'dark'
    },
  ],
])('takes the dark ring and badge with %s', async (_, setDark) => {
  setDark()
  mount(DARK)
  await expect.poll(() => document.querySelector('[data-part="badge"]')).toBeTruthy()
  expect(ring()).toBe('rgb(13, 17, 23)')
})

it.each([
  ['a dark page', DARK],
  ['a light page with no dark mode', LIGHT],
])(
  "rings the badge with the page's colour when the reader prefers dark: %s, no class, no color-scheme",
  async (_, page) => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-color-scheme', value: 'dark' }],
    })
    try {
      mount(page)
      await expect.poll(() => document.querySelector('[data-part="badge"]')).toBeTruthy()
      // The page's own background, all but: no white ring on a dark page.
      expect(contrast(parse(ring()), hex(page.page))).toBeLessThan(1.5)
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] })
    }
  },
)

/** A record matched through an unverified link, with a name that imitates another: two marks. */
const marked = { name: '\u0430lice.algo', unverifiedCaAlgo: [address] }

/** Every colour the components paint, part by part, as the page shows it. */
async function paintedColours() {
  const colourRoot = mountWithFetch(
    <DnameName address={address} record={marked} />,
    silentFetch,
  ).root
  await expect.poll(() => document.querySelectorAll('[data-mark]').length).toBe(2)
  await expect.poll(() => document.querySelector('[data-part="badge"]')).toBeTruthy()
  await expect.poll(() => document.querySelector('[data-dname-send] input')).toBeTruthy()
  const colours: Record<string, string> = {}
  const read = (selector: string, ...properties: Array<keyof CSSStyleDeclaration>) => {
    const element = document.querySelector(selector) as Element
    const style = getComputedStyle(element)
    for (const property of properties)
      colours[`${selector} ${String(property)}`] = String(style[property])
  }
  // The ring is the page's background, each way as near as it can (tested above), so not here.
  read('[data-part="badge"] circle', 'fill')
  read('[data-part="unverified"]', 'borderTopColor', 'backgroundColor', 'color')
  read('[data-part="confusable"]', 'borderTopColor', 'backgroundColor', 'color')
  read('[data-part="skeleton"]', 'backgroundColor', 'boxShadow')
  read('[data-dname-send] input', 'borderTopColor', 'color')
  read('[data-dname-avatar]', 'backgroundColor')
  colourRoot.unmount()
  return colours
}

it('paints every colour the same on a page dark by class and one dark by preference alone', async () => {
  html.classList.add('dark')
  mount(DARK)
  const byClass = await paintedColours()
  root?.unmount()
  document.body.innerHTML = ''
  html.className = ''
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value: 'dark' }],
  })
  try {
    mount(DARK)
    const byPreference = await paintedColours()
    const apart = Object.keys(byClass).filter((part) => {
      // A box shadow's value holds its colour.
      const [a, b] = [byClass[part], byPreference[part]].map((colour) => parse(String(colour))) as [
        Rgba,
        Rgba,
      ]
      return a.some((channel, i) => Math.abs(channel - (b[i] as number)) > 1.5)
    })
    expect(apart.map((part) => `${part}: ${byClass[part]} ≠ ${byPreference[part]}`)).toEqual([])
    expect(Object.keys(byClass).length).toBeGreaterThan(10)
  } finally {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] })
  }
})

it('keeps the light badge on a light page with no dark mode when the reader prefers dark', async () => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value: 'dark' }],
  })
  try {
    mount(LIGHT)
    await expect.poll(() => document.querySelector('[data-part="badge"]')).toBeTruthy()
    const fill = getComputedStyle(
      document.querySelector('[data-part="badge"] circle') as Element,
    ).fill
    expect(parse(fill).map(Math.round)).toEqual(hex('#1a7f37'))
  } finally {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] })
  }
})

it('takes the light ring in a part marked light inside a dark page', async () => {
  html.classList.add('dark')
  mount(LIGHT, 'light')
  await expect.poll(() => document.querySelector('[data-part="badge"]')).toBeTruthy()
  expect(ring()).toBe('rgb(255, 255, 255)')
})

it.each([
  ['light', LIGHT, () => {}],
  ['dark', DARK, () => html.classList.add('dark')],
])(
  "keeps the field's border and the skeleton's edge at 3:1 on a %s page",
  async (_, page, setTheme) => {
    setTheme()
    mount(page)
    // The send field's chunk loads on need.
    await expect.poll(() => document.querySelector('[data-dname-send] input')).toBeTruthy()
    const input = document.querySelector('[data-dname-send] input') as HTMLElement
    const background = hex(page.page)
    const border = over(parse(getComputedStyle(input).borderTopColor), background)
    expect(contrast(border, background)).toBeGreaterThanOrEqual(3)
    await expect.poll(() => document.querySelector('[data-part="skeleton"]')).toBeTruthy()
    const shadow = getComputedStyle(
      document.querySelector('[data-part="skeleton"]') as Element,
    ).boxShadow
    const edge = over(parse(shadow), background)
    expect(contrast(edge, background)).toBeGreaterThanOrEqual(3)
  },
)
