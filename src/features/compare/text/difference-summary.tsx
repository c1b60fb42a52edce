import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { TextDifference } from '@/domain/text-compare';
import { MarkedText } from './marked-text';

/** The kind of a difference in words. */
export function useKindLabel(from: number, to: number) {
  const { t } = useTranslation('compare-text');
  return (d: TextDifference): string => {
    if (d.wholePage)
      return d.kind === 'removed'
        ? t('kind.pageRemoved', { version: from })
        : t('kind.pageAdded', { version: to });
    if (d.numeric) return t('kind.number');
    if (d.kind === 'formatting')
      return d.formatting.includes('size') && !d.formatting.includes('font')
        ? t('kind.size')
        : t('kind.formatting');
    if (d.moved)
      return d.kind === 'removed'
        ? t('kind.movedAway', { version: from })
        : t('kind.movedHere', { version: to });
    if (d.kind === 'removed') return t('kind.removed', { version: from });
    if (d.kind === 'added') return t('kind.added', { version: to });
    return t('kind.changed');
  };
}

/** Old and new text of a difference, changed characters marked. */
export function DifferenceText({ d }: { d: TextDifference }) {
  const { t } = useTranslation('compare-text');
  if (d.kind === 'removed') return <MarkedText text={d.oldText} marks={d.oldMarks} tone="old" />;
  if (d.kind === 'added') return <MarkedText text={d.newText} marks={d.newMarks} tone="new" />;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1">
      <MarkedText text={d.oldText} marks={d.oldMarks} tone="old" />
      <ArrowRight aria-hidden className="size-3.5 shrink-0 self-center rtl:rotate-180" />
      <span className="sr-only">{t('changeArrow.becomes')}</span>
      <MarkedText text={d.newText} marks={d.newMarks} tone="new" />
    </span>
  );
}
