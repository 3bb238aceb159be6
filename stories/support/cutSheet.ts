import { expect, waitFor } from 'storybook/test'

/** Waits for the sheet long names are cut by, which the first long name shown adds. */
export const cutSheetAdded = () =>
  waitFor(() => expect(document.querySelector('style[data-dname-cut]')).not.toBeNull())
