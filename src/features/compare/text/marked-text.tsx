import type { Marks } from '@/domain/text-compare';

/**
 * Text with its changed characters marked (`tone`: struck for the old text, underlined for the
 * new), in its own direction whatever the UI language.
 */
export function MarkedText({
  text,
  marks,
  tone,
}: {
  text: string;
  marks: Marks;
  tone: 'old' | 'new';
}) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    if (end > start) parts.push({ text: text.slice(start, end), marked: true });
    at = Math.max(at, end);
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  const Mark = tone === 'old' ? 'del' : 'ins';
  // Set from the first letter rather than dir="auto", which Chrome resolved to the page's
  // direction for a lone unmarked run inside a flex row (".(gluten)" in the Hebrew UI).
  const letter = /\p{L}/u.exec(text)?.[0] ?? '';
  const dir = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u.test(letter) ? 'rtl' : 'ltr';
  return (
    <bdi dir={dir} data-side={tone}>
      {parts.map((part, i) =>
        part.marked ? (
          <Mark
            key={i}
            className={
              tone === 'old'
                ? 'rounded-sm bg-red-100 text-red-900 line-through'
                : 'rounded-sm bg-green-100 text-green-900 underline no-underline-offset'
            }
          >
            {part.text}
          </Mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </bdi>
  );
}
