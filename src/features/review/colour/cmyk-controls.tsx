import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { setInspect, useInspectStore } from '../inspect/inspect-store';
import { INKS } from './cmyk-views';

/**
 * Separations (which plates, in ink colours or grey) and total area coverage (on or off, the
 * limit) of CMYK originals: the reviewer's choices, kept in the inspect store and shared by
 * the review tool and compare. `children` goes under the limit (the highest value found).
 */
export function CmykControls({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('inspect');
  const state = useInspectStore();
  const limitId = useId();
  const [limitText, setLimitText] = useState(String(state.limit));
  const [limitError, setLimitError] = useState<string | null>(null);
  return (
    <>
      <fieldset className="space-y-1">
        <legend className="font-medium">{t('colour.separations')}</legend>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={state.separations}
            onChange={(e) => setInspect({ separations: e.target.checked })}
          />
          {t('colour.showSeparations')}
        </label>
        <div className="flex flex-wrap gap-x-3">
          {INKS.map((ink) => (
            <label key={ink} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={state.plates[ink]}
                disabled={!state.separations}
                onChange={(e) =>
                  setInspect({ plates: { ...state.plates, [ink]: e.target.checked } })
                }
              />
              {t(`colour.ink.${ink}`)}
            </label>
          ))}
        </div>
        <div
          className="flex flex-wrap gap-x-3"
          role="radiogroup"
          aria-label={t('colour.plateMode')}
        >
          {(['ink', 'grey'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-1">
              <input
                type="radio"
                name="plate-mode"
                checked={state.plateMode === mode}
                disabled={!state.separations}
                onChange={() => setInspect({ plateMode: mode })}
              />
              {t(`colour.mode.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="font-medium">{t('colour.coverage')}</legend>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={state.coverage}
            onChange={(e) => setInspect({ coverage: e.target.checked })}
          />
          {t('colour.showCoverage')}
        </label>
        <div className="flex items-center gap-2">
          <label htmlFor={limitId}>{t('colour.limit')}</label>
          <input
            id={limitId}
            inputMode="numeric"
            aria-invalid={limitError ? true : undefined}
            aria-describedby={limitError ? `${limitId}-error` : undefined}
            className="w-20 rounded border border-slate-400 px-2 py-1"
            value={limitText}
            onChange={(event) => {
              setLimitText(event.target.value);
              const value = Number(event.target.value.replace(',', '.'));
              if (Number.isFinite(value) && value > 0 && value <= 400) {
                setLimitError(null);
                setInspect({ limit: value });
              } else setLimitError(t('colour.limitError'));
            }}
          />
          <span>%</span>
        </div>
        {limitError && (
          <p id={`${limitId}-error`} className="text-red-800">
            {limitError}
          </p>
        )}
        {children}
      </fieldset>
    </>
  );
}
