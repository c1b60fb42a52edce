import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui';

export type ShownVersion = 'from' | 'to';

interface VersionToggleProps {
  from: number;
  to: number;
  value: ShownVersion;
  onChange: (value: ShownVersion) => void;
}

/**
 * Phones: side by side would stack two full-width pages, each catching the finger for panning,
 * so the page could hardly be scrolled past them. One page is shown at a time instead, and this
 * switch flips between the two versions in place (flipping also shows what moved).
 */
export function VersionToggle({ from, to, value, onChange }: VersionToggleProps) {
  const { t } = useTranslation('compare');
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-900">{t('stage.shownVersion')}</legend>
      <div className="flex self-start overflow-hidden rounded-md border border-slate-500">
        {(['from', 'to'] as const).map((option) => (
          <label
            key={option}
            className={cn(
              'cursor-pointer px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700',
              value === option
                ? 'bg-blue-700 text-white'
                : 'bg-white text-slate-900 hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t('version', { version: option === 'from' ? from : to })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
