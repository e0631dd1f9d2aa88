/** Russian plural forms by the language's own rules (Intl.PluralRules): one «акт», few «акта», many «актов». */
const rules = new Intl.PluralRules('ru');

export type PluralForms = readonly [one: string, few: string, many: string];

/** The word for this count: «1 акт», «3 акта», «12 актов» (fractions take the «few» form, «1,5 акта»). */
export function pluralForm(count: number, [one, few, many]: PluralForms): string {
  const rule = rules.select(count);
  if (rule === 'one') return one;
  if (rule === 'few' || rule === 'other') return few;
  return many;
}

/** The count and its word: «3 работы». */
export const countText = (count: number, forms: PluralForms) => `${count} ${pluralForm(count, forms)}`;
