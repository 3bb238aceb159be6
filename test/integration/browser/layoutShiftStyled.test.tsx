/**
 * With `styles.css`: names and avatars arriving in a 200-row table. Rows never grow (the
 * avatar holds its size, the name its line), and nothing moves (CLS ≤ 0.01), whether the
 * columns give their names a width or take their natural width. A list of names alone keeps one row height as they arrive.
 */
import '../../../src/styles.css'
import { layoutShiftTests } from '../../support/browser/layoutShiftTests.js'

layoutShiftTests('with styles.css', { reservesCells: true })
