/**
 * A second look-alike corpus, not built from Unicode's confusables data: the spellings that
 * published homograph research and phishing reports show (IDN homograph attacks on brands,
 * wallet and exchange names; Chromium's and Firefox's IDN display rules name the same
 * families), applied by hand-written alphabets to names such attacks imitate. Each category is
 * one family; the ASCII ones go through the send flow, with the imitated names registered.
 */
import type { CorpusName } from './corpus.js'

/** Names of the kind phishing imitates: exchanges, wallets, banks, brands. */
export const TARGETS: readonly string[] = [
  'paypal',
  'apple',
  'amazon',
  'microsoft',
  'google',
  'facebook',
  'netflix',
  'binance',
  'coinbase',
  'metamask',
  'ledger',
  'trezor',
  'opensea',
  'uniswap',
  'kraken',
  'blockchain',
  'wallet',
  'exodus',
  'phantom',
  'algorand',
  'disney',
  'instagram',
  'linkedin',
  'dropbox',
  'adobe',
  'yahoo',
  'outlook',
  'chase',
  'citibank',
  'wellsfargo',
  'steam',
  'twitch',
  'discord',
  'telegram',
  'whatsapp',
  'github',
  'icloud',
  'office',
  'bitfinex',
  'kucoin',
]

const alphabet = (latin: string, other: string) => {
  const map = new Map<string, string>()
  const chars = [...other]
  for (const [i, c] of [...latin].entries()) if (chars[i] && chars[i] !== '_') map.set(c, chars[i])
  return map
}

// Hand-written alphabets, one letter each where the family has one; `_` where it has none.
const FAMILIES: Record<string, Map<string, string>> = {
  // Cherokee capitals drawn like Latin capitals (the letters IDN rules ban whole labels of).
  'Cherokee capitals': alphabet('abcdeghijklmprstvwyz', 'ᎪᏴᏟᎠᎬᏀᎻᏆᎫᏦᏞᎷᏢᎡᏚᎢᏙᏔᎩᏃ'),
  'small capitals': alphabet('abcdefghijklmnoprstuvwyz', 'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ'),
  'superscript letters': alphabet('abcdefghijklmnoprstuvwxyz', 'ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ'),
  'circled letters': alphabet('abcdefghijklmnopqrstuvwxyz', 'ⓐⓑⓒⓓⓔⓕⓖⓗⓘⓙⓚⓛⓜⓝⓞⓟⓠⓡⓢⓣⓤⓥⓦⓧⓨⓩ'),
  'parenthesized letters': alphabet('abcdefghijklmnopqrstuvwxyz', '⒜⒝⒞⒟⒠⒡⒢⒣⒤⒥⒦⒧⒨⒩⒪⒫⒬⒭⒮⒯⒰⒱⒲⒳⒴⒵'),
  'squared capitals': alphabet('abcdefghijklmnopqrstuvwxyz', '🄰🄱🄲🄳🄴🄵🄶🄷🄸🄹🄺🄻🄼🄽🄾🄿🅀🅁🅂🅃🅄🅅🅆🅇🅈🅉'),
  'Lisu capitals': alphabet('abcdefghijklmnoprstuvwxyz', 'ꓮꓐꓚꓓꓰꓝꓖꓧꓲꓙꓗꓡꓟꓠꓳꓑꓣꓢꓔꓴꓦꓪꓫꓬꓜ'),
}

// One letter swapped, as most reported attacks do: the Cyrillic and Greek letters IDN display
// rules list as Latin-alike, and Latin letters without their dot or turned.
const ONE_LETTER: Record<string, Record<string, string>> = {
  'one Cyrillic letter': {
    a: 'а',
    c: 'с',
    d: 'ԁ',
    e: 'е',
    h: 'һ',
    i: 'і',
    j: 'ј',
    o: 'о',
    p: 'р',
    q: 'ԛ',
    s: 'ѕ',
    w: 'ԝ',
    x: 'х',
    y: 'у',
  },
  'one Greek letter': { i: 'ι', k: 'κ', n: 'η', o: 'ο', p: 'ρ', u: 'υ', v: 'ν', x: 'χ' },
  'dotless and turned letters': { a: 'ɑ', g: 'ɡ', i: 'ı', j: 'ȷ', l: 'ǀ', o: 'ᴑ', y: 'ʏ' },
}

const FULLWIDTH_DIGITS = '０１２３４５６７８９'

/** The Unicode families: names spelled whole in an alphabet, or with one letter swapped. */
export function unicodeHomographs(): CorpusName[] {
  const corpus: CorpusName[] = []
  const add = (name: string, category: string, original: string) =>
    corpus.push({
      name: `${name}.algo`,
      category: `research: ${category}`,
      original: `${original}.algo`,
    })
  for (const original of TARGETS) {
    for (const [category, map] of Object.entries(FAMILIES)) {
      const letters = [...original].map((c) => map.get(c))
      if (letters.every((c) => c !== undefined)) add(letters.join(''), category, original)
      // Where the family lacks a letter, the others alone: a mixed label, as attacks use.
      else add([...original].map((c) => map.get(c) ?? c).join(''), category, original)
    }
    for (const [category, swaps] of Object.entries(ONE_LETTER)) {
      for (const [at, c] of [...original].entries()) {
        const swap = swaps[c]
        if (swap) add(original.slice(0, at) + swap + original.slice(at + 1), category, original)
      }
    }
    // Cherokee's small letters are small capitals of its capitals.
    const cherokee = [...original].map((c) => FAMILIES['Cherokee capitals']?.get(c))
    if (cherokee.every((c) => c !== undefined)) {
      add(cherokee.join('').toLowerCase(), 'Cherokee small letters', original)
    }
  }
  // Digits: names with a number, written in full-width digits.
  for (const original of ['web3', '1inch', '0x', '8bit', 'area51', 'club777', '2024', '911']) {
    const spoof = original.replace(/[0-9]/g, (d) => FULLWIDTH_DIGITS[Number(d)] ?? d)
    add(spoof, 'full-width digits', original)
  }
  // Published examples, as reported.
  for (const [spoof, original] of [
    ['аррӏе', 'apple'],
    ['раураӏ', 'paypal'],
    ['ерісgames', 'epicgames'],
    ['ѕсоре', 'scope'],
    ['ꮯoinbase', 'coinbase'],
    ['ᴍetamask', 'metamask'],
  ]) {
    add(spoof ?? '', 'published examples', original ?? '')
  }
  return corpus
}

// What ASCII passes for, by eye, in reports: digits for letters and letter pairs that run
// together in sans-serif type.
const ASCII_FAMILIES: Record<string, [string, string][]> = {
  'ASCII digits for letters': [
    ['o', '0'],
    ['l', '1'],
    ['i', '1'],
    ['s', '5'],
  ],
  'ASCII letter pairs': [
    ['m', 'rn'],
    ['w', 'vv'],
    ['d', 'cl'],
  ],
}

/** The ASCII families: one swap each, judged by the send flow with the original registered. */
export function asciiHomographs(): CorpusName[] {
  const corpus: CorpusName[] = []
  for (const original of TARGETS) {
    for (const [category, swaps] of Object.entries(ASCII_FAMILIES)) {
      for (const [letter, spoof] of swaps) {
        for (let at = original.indexOf(letter); at >= 0; at = original.indexOf(letter, at + 1)) {
          corpus.push({
            name: `${original.slice(0, at)}${spoof}${original.slice(at + letter.length)}.algo`,
            category: `research: ${category}`,
            original: `${original}.algo`,
          })
        }
      }
    }
  }
  return corpus
}
