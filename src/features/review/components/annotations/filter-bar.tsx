import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';
import { ANNOTATION_FILTERS, type AnnotationFilter } from '../../model/threads';

interface Props {
  value: AnnotationFilter;
  counts: Record<AnnotationFilter, number>;
  onChange: (filter: AnnotationFilter) => void;
}

/** Which annotations the list and the canvas show, as a radio group with counts. */
export function FilterBar({ value, counts, onChange }: Props) {
  const { t } = useTranslation('review');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-medium text-slate-700">{t('panel.filters')}</legend>
      <div className="flex flex-wrap gap-1">
        {ANNOTATION_FILTERS.map((filter) => (
          <label key={filter} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={filter}
              checked={value === filter}
              onChange={() => onChange(filter)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700',
                value === filter
                  ? 'border-blue-700 bg-blue-700 text-white'
                  : 'border-slate-400 bg-white text-slate-800',
              )}
            >
              {t(`panel.filter.${filter}`)}
              <span className="tabular-nums">{counts[filter]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
