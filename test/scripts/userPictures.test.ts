import { PNG } from 'pngjs'
import { expect, it } from 'vitest'
import {
  drawUserPicture,
  PICTURE_COUNT,
  PICTURE_SIDE,
} from '../../scripts/mock/writeUserPictures.js'
import { USER_PICTURES } from '../../src/mock/userPictures.js'
import { setup } from '../mock/setup.js'

const decode = (link: string) => PNG.sync.read(Buffer.from(link.split(',')[1] ?? '', 'base64'))

it('holds the pictures the generator draws, pixel for pixel', () => {
  // Out of date? Run: npx tsx scripts/mock/writeUserPictures.ts
  expect(USER_PICTURES).toHaveLength(PICTURE_COUNT)
  USER_PICTURES.forEach((link, index) => {
    expect(link).toMatch(/^data:image\/png;base64,/)
    const png = decode(link)
    expect([png.width, png.height]).toEqual([PICTURE_SIDE, PICTURE_SIDE])
    const rgb = Uint8Array.from(png.data.filter((_, i) => i % 4 !== 3))
    expect(rgb).toEqual(drawUserPicture(index))
  })
})

it('draws every picture differently', () => {
  expect(new Set(USER_PICTURES).size).toBe(PICTURE_COUNT)
})

it('gives the simulated users avatars that need no network', async () => {
  const { addresses, lookupOne } = setup()
  const bob = await lookupOne(addresses.userAvatar, { view: 'thumbnail' })
  expect(USER_PICTURES).toContain(bob?.properties?.userDefined?.avatar)
})
