const collators = new Map<string, Intl.Collator>();

/** One collator per UI language: names sort as that language sorts them, 2 before 10. */
export function currentCollator(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    collators.set(language, collator);
  }
  return collator;
}
