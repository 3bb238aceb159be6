// Prints how many look-alikes of the corpus are marked, and how many ordinary names are:
//   npm run bench:lookalikes
import { rates } from './rates.js'

const { rows, spoofRate, ordinaryRate } = await rates()
console.table(rows)
console.log(`Look-alikes marked: ${(spoofRate * 100).toFixed(2)}% (target ≥ 99%)`)
console.log(`Ordinary names marked: ${(ordinaryRate * 100).toFixed(2)}% (target ≤ 1%)`)
