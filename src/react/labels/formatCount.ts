/** Plural forms of a count by `Intl.PluralRules` category, `{count}` standing for the number. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>>

// Made once per locale: a list writes its count on every render, scrolling included.
interface Formatters {
  rules: Intl.PluralRules
  numbers: Intl.NumberFormat
}
const formatters = new Map<string, Formatters>()

function formattersOf(locale: string): Formatters {
  let made = formatters.get(locale)
  if (!made) {
    try {
      made = { rules: new Intl.PluralRules(locale), numbers: new Intl.NumberFormat(locale) }
    } catch {
      // A locale the engine cannot read is English, not a broken list.
      made = formattersOf('en')
    }
    formatters.set(locale, made)
  }
  return made
}

/** `count` in the form its locale's plural rules pick, written as that locale writes numbers. */
export function formatCount(forms: CountForms, count: number, locale: string): string {
  const { rules, numbers } = formattersOf(locale)
  const form = forms[rules.select(count)] ?? forms.other ?? '{count}'
  return form.replace('{count}', numbers.format(count))
}
