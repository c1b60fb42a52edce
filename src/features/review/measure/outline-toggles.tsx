import { useTranslation } from '@/lib/i18n';
import { setInspect, useInspectStore } from '../inspect/inspect-store';

/**
 * Show or hide the TrimBox and BleedBox outlines (a choice shared by review and compare);
 * nothing when no page shown has either box.
 */
export function OutlineToggles({ hasBoxes }: { hasBoxes: { trim: boolean; bleed: boolean } }) {
  const { t } = useTranslation('inspect');
  const outlines = useInspectStore((s) => s.outlines);
  if (!hasBoxes.trim && !hasBoxes.bleed) return null;
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium">{t('measure.outlines')}</legend>
      {(['trim', 'bleed'] as const).map(
        (box) =>
          hasBoxes[box] && (
            <label key={box} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={outlines[box]}
                onChange={(event) =>
                  setInspect({ outlines: { ...outlines, [box]: event.target.checked } })
                }
              />
              {t(`measure.box.${box}`)}
            </label>
          ),
      )}
    </fieldset>
  );
}
