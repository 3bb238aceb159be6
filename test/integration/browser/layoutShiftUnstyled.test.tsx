/**
 * Without `styles.css`: names and avatars arriving in a 200-row table. Rows never grow (the
 * avatar holds its size, the name its line), and columns that give their names a width move
 * nothing at all (CLS ≤ 0.01). A list of names alone keeps one row height as they arrive.
 */
import { layoutShiftTests } from '../../support/browser/layoutShiftTests.js'

layoutShiftTests('without styles.css')
