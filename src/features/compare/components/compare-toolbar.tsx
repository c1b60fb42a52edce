import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useStore } from 'zustand';
import { Button } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { COMPARE_MODES, type CompareStore } from '../stores/compare-store';
import { SegmentedChoice } from './segmented-choice';

/** View mode, overlay opacity and zoom of the compare view. */
export function CompareToolbar({ store, to }: { store: CompareStore; to: number }) {
  const { t } = useTranslation('compare');
  const opacityId = useId();
  const mode = useStore(store, (s) => s.mode);
  const opacity = useStore(store, (s) => s.opacity);
  // Of the page's own pixels: a big page's working images are smaller.
  const scale = useStore(store, (s) => s.viewport.scale * s.pageScale);
  const actions = store.getState();

  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      className="flex flex-wrap items-end gap-x-6 gap-y-3"
    >
      <SegmentedChoice
        legend={t('mode.label')}
        options={COMPARE_MODES}
        value={mode}
        onChange={(next) => actions.setMode(next)}
        label={(option) => t(`mode.${option}`)}
      />

      {mode === 'overlay' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={opacityId} className="text-sm font-medium text-slate-900">
            {t('overlay.opacity', { version: to })}
          </label>
          <div className="flex items-center gap-2">
            <input
              id={opacityId}
              type="range"
              min={0}
              max={100}
              step={1}
              value={Math.round(opacity * 100)}
              aria-valuetext={formatNumber(opacity, { style: 'percent' })}
              onChange={(event) => actions.setOpacity(Number(event.target.value) / 100)}
              className="w-48 accent-blue-700"
            />
            <output htmlFor={opacityId} className="w-12 text-sm tabular-nums text-slate-800">
              {formatNumber(opacity, { style: 'percent' })}
            </output>
          </div>
        </div>
      )}

      {/* The Text view zooms to each difference itself. */}
      <div className="flex items-center gap-2" hidden={mode === 'text'}>
        <Button variant="secondary" size="sm" onClick={() => actions.zoomStep(-1)}>
          {t('zoom.out')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => actions.fit()}>
          {t('zoom.fit')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => actions.zoomStep(1)}>
          {t('zoom.in')}
        </Button>
        <span className="w-16 text-sm tabular-nums text-slate-800">
          <span className="sr-only">{t('zoom.current')} </span>
          {formatNumber(scale, { style: 'percent', maximumFractionDigits: 0 })}
        </span>
      </div>
    </div>
  );
}
