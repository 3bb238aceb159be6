/** Plural forms of a count by `Intl.PluralRules` category, `{count}` standing for the number. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>>

/** `count` in the form its locale's plural rules pick, written as that locale writes numbers. */
export function formatCount(forms: CountForms, count: number, locale: string): string {
  let rules: Intl.PluralRules
  let numbers: Intl.NumberFormat
  try {
    rules = new Intl.PluralRules(locale)
    numbers = new Intl.NumberFormat(locale)
  } catch {
    // A locale the engine cannot read is English, not a broken list.
    rules = new Intl.PluralRules('en')
    numbers = new Intl.NumberFormat('en')
  }
  const form = forms[rules.select(count)] ?? forms.other ?? '{count}'
  return form.replace('{count}', numbers.format(count))
}
