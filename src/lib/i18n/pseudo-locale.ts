import type { Resource } from './translator';
import type { LocaleLoaders } from './locale-backend';
import { pseudoLanguage } from './languages';

// The pseudo-locale of test builds ("en-XA", the code CLDR reserves for accented English) is
// made at runtime from the English files, so nothing is committed and it never drifts.

/** Brackets around every pseudo text: a missing closing bracket on screen means clipped text. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ...'abcdefghijklmnopqrstuvwxyz'.split('').map((c, i) => [c, 'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž'[i]]),
    ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c, i) => [c, 'ÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'[i]]),
  ].filter((pair): pair is [string, string] => pair[1] !== undefined),
);

/** Placeholders ("{{name}}") and nesting ("$t(ns:key)") pass through untouched. */
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\))/;

// German and Finnish run about 30-40 % longer than English; short labels grow even more.
const PADDING = 'ļöñĝ ţéẋţ ŵîţĥ ɱåñý ŵöŕđš ';

/** "Save {{name}}" -> "⟦Šåṽé {{name}} ļöñ⟧": accented, about 40 % longer, placeholders kept. */
export function pseudoLocalize(text: string): string {
  const parts = text.split(KEEP);
  const accented = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[a-z]/gi, (c) => ACCENTED[c] ?? c)))
    .join('');
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  const extra = Math.max(2, Math.round(visible * 0.4));
  const padding = PADDING.repeat(Math.ceil(extra / PADDING.length))
    .slice(0, extra)
    .trimEnd();
  return `${PSEUDO_OPEN}${accented} ${padding}${PSEUDO_CLOSE}`;
}

/** A whole namespace (nested objects of strings) in the pseudo-locale. */
export function pseudoResource(value: Resource): Resource {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      typeof inner === 'string' ? pseudoLocalize(inner) : pseudoResource(inner),
    ]),
  );
}

/** Loaders of every pseudo-locale file, each the English file of the same namespace, accented. */
export function pseudoLoaders(english: LocaleLoaders): LocaleLoaders {
  return Object.fromEntries(
    Object.entries(english).map(([path, load]) => [
      path.replace(/\/en\/([^/]+\.json)$/, `/${pseudoLanguage}/$1`),
      async () => ({ default: pseudoResource((await load()).default) }),
    ]),
  );
}
